import { t } from '../messages.ts';
import './celebration.css';

const PIECES = 14;

/**
 * A short burst over the score: stars for 90% and above, a gentle sparkle for a new personal best.
 * CSS only, loaded lazily with it; it stops by itself, and nothing moves when the device asks for
 * reduced motion (the screen does not render it then, and the CSS holds it still besides).
 */
export default function Celebration({ kind }: { kind: 'stars' | 'sparkle' }) {
  return (
    <div className={`celebration celebration-${kind}`} role="img" aria-label={t(`results.celebration.${kind}`)}>
      {Array.from({ length: kind === 'stars' ? PIECES : PIECES / 2 }, (_, index) => (
        <span key={index} className="celebration-piece" />
      ))}
    </div>
  );
}
