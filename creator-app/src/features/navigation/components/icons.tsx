import type { ReactNode } from 'react';
import { LineIcon } from 'shared/ui';

/** The navigation's line icons (shared/ui's LineIcon), sized by the navigation's CSS. */
function Icon({ children }: { children: ReactNode }) {
  return <LineIcon className="creator-nav-icon">{children}</LineIcon>;
}

const line = (d: string) => () => (
  <Icon>
    <path d={d} />
  </Icon>
);

export const DashboardIcon = line('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z');
export const QuestionsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </Icon>
);
export const QuestionSetsIcon = line('M12 3 3 8l9 5 9-5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5');
export const BulkImportIcon = line('M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4');
export const AnalyticsIcon = line('M5 20V11M11 20V4M17 20v-7M3 20h18');
export const ReviewQueueIcon = line('M5 4h14v16H5zM8.5 12l2.5 2.5 4.5-5');
export const GuidelinesIcon = line('M4 19.5V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zM20 18v3H6');
export const SettingsIcon = () => (
  <Icon>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);
export const CollapseIcon = line('M15 6l-6 6 6 6');
export const ExpandIcon = line('M9 6l6 6-6 6');
export const MenuIcon = line('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = line('M6 6l12 12M18 6 6 18');
