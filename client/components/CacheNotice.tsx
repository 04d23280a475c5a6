import './CacheNotice.css';

interface Props {
  /** The last refresh could not reach the server: what is shown was saved on this device earlier. */
  stale: boolean;
  /** A change made here is still on its way to the server. */
  sending: boolean;
}

/** One quiet line saying whether what the screen shows is the device's saved copy or a change still sending. */
export default function CacheNotice({ stale, sending }: Props) {
  return (
    <div className="cache-notice" role="status">
      {stale && <p className="cache-notice__line">offline: showing what was saved on this device</p>}
      {sending && <p className="cache-notice__line">saved on this device, sending...</p>}
    </div>
  );
}
