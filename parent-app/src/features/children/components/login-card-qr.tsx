import { generate } from 'lean-qr/nano';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The quiet zone a reader needs around the code, in modules. */
const QUIET = 4;

/** A QR code of `url` as an SVG path (no markup from a string); `label` says what it opens. */
export function LoginCardQr({ url, label }: { url: string; label: string }) {
  const code = generate(url);
  const side = code.size + 2 * QUIET;
  return (
    <svg
      className="login-card-qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
