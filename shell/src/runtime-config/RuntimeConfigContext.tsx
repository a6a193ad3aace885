import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@vinkompassen/shared-contracts';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig | null {
  return useContext(RuntimeConfigContext);
}
