import type { ComponentType } from 'react';

/** A lazily loaded screen. Each feature exports `views: Record<menu filePath, ViewLoader>` from its views.ts. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;
export type ViewTable = Record<string, ViewLoader>;
