import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

export const outputDir: string;
export const antdVersion: string;
export const specimens: Record<string, () => ReactNode[]>;
export function fileName(component: string): string;
export function generate(theme?: ThemeConfig): Map<string, string>;
export function staleFiles(expected?: Map<string, string>): string[];
