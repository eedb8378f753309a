import type { Moment } from '../moment.ts';
import { t } from '../messages.ts';

/**
 * Pip the owl, who reacts to how the quiz went: jumps with wings up for a great score, bounces for a good
 * one, and waves kindly otherwise. Drawn in the palette's colours; moves by CSS only, and holds still when
 * the device asks for reduced motion.
 */
export function Mascot({ moment }: { moment: Moment }) {
  return (
    <svg className={`mascot mascot-${moment}`} viewBox="0 0 120 120" role="img" aria-label={t(`moment.mascot.${moment}`)}>
      <g className="mascot-body">
        <path className="mascot-wing mascot-wing-left" d="M26 62c-14 6-18 24-10 34 8-2 16-10 18-22z" />
        <path className="mascot-wing mascot-wing-right" d="M94 62c14 6 18 24 10 34-8-2-16-10-18-22z" />
        <path
          className="mascot-fill"
          d="M60 14c-10 0-18 4-24 8l-6-10-2 18c-6 8-8 18-8 30 0 28 16 48 40 48s40-20 40-48c0-12-2-22-8-30l-2-18-6 10c-6-4-14-8-24-8z"
        />
        <ellipse className="mascot-belly" cx="60" cy="82" rx="22" ry="24" />
        <circle className="mascot-eye-white" cx="45" cy="50" r="13" />
        <circle className="mascot-eye-white" cx="75" cy="50" r="13" />
        {moment === 'great' ? (
          <>
            <path className="mascot-eye-happy" d="M38 52q7-9 14 0" />
            <path className="mascot-eye-happy" d="M68 52q7-9 14 0" />
          </>
        ) : (
          <>
            <circle className="mascot-pupil" cx="46" cy="51" r="5" />
            <circle className="mascot-pupil" cx="74" cy="51" r="5" />
          </>
        )}
        <path className="mascot-beak" d="M55 62h10l-5 8z" />
      </g>
    </svg>
  );
}
