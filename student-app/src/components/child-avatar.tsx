import { useEffect, useState } from 'react';
import type { Avatar } from 'shared';
import { drawAvatar } from '../lib/avatar/draw-avatar.ts';
import './child-avatar.css';

interface ChildAvatarProps {
  avatar: Avatar;
  /** What the picture is, for those who do not see it ("Emma's avatar"). */
  label: string;
  size?: 'small' | 'large';
}

/**
 * The avatar a child built from parts (DiceBear's Big Smile art, CC BY 4.0, credited where it is built).
 * The drawing comes once its code has loaded, after the page is usable: its round place is kept meanwhile.
 */
export function ChildAvatar({ avatar, label, size = 'large' }: ChildAvatarProps) {
  const [drawing, setDrawing] = useState<string | null>(null);
  const parts = JSON.stringify(avatar);
  useEffect(() => {
    let shown = true;
    void drawAvatar(JSON.parse(parts) as Avatar)
      .then((svg) => {
        if (shown) setDrawing(svg);
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [parts]);
  return (
    <span
      className={`child-avatar child-avatar-${size}`}
      role="img"
      aria-label={label}
      // DiceBear's SVG, drawn from parts the domain's avatar rule allows: no words of anyone's in it.
      dangerouslySetInnerHTML={drawing ? { __html: drawing } : undefined}
    />
  );
}
