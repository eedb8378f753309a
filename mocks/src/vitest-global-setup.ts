import type { TestProject } from 'vitest/node';
import { antdTestStyles } from './antd-static-styles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** antd's static styles for the component tests (antd-static-styles.ts), made once per run. */
    antdTestStyles: string;
  }
}

export default function setup(project: TestProject) {
  project.provide('antdTestStyles', antdTestStyles());
}
