import { useState } from 'react';
import { initialsOf } from './initials';
import './Avatar.css';

interface Props {
  name: string;
  photoUrl: string | null;
  size?: 'small' | 'large';
}

/** A member's photo, or their initials when there is none or it cannot load (offline, say). Decorative: the
 *  name is always written next to it. */
export default function Avatar({ name, photoUrl, size = 'small' }: Props) {
  const [broken, setBroken] = useState(false);
  const className = `avatar avatar--${size}`;
  if (!photoUrl || broken) {
    return (
      <span className={`${className} avatar--initials`} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return <img className={className} src={photoUrl} alt="" loading="lazy" onError={() => setBroken(true)} />;
}
