/** What a switched-off screen and a settings item without a screen say. */
export const COMING_SOON = 'This feature is coming soon! Apologies for inconvenience.';

/** A screen switched off by the installation (docs/product-rules.md#feature-flags: "switched off by a feature flag and show a coming-soon message"). */
export default function ComingSoon({ title }: { title: string }) {
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p role="status">{COMING_SOON}</p>
    </div>
  );
}
