import { useMemo } from 'react';
import { useHeaderContext } from '../context/header-context';
import type { MenuContext } from './model/menus';

/** The pure menu builders' input, from the header context. */
export function useMenuContext(): MenuContext {
  const { environment, user, featureFlags, pageData, product, messages, currentUrl, deviceBucket } = useHeaderContext();
  return useMemo(
    () => ({ environment, user, featureFlags, pageData, product, messages, currentUrl, deviceBucket }),
    [environment, user, featureFlags, pageData, product, messages, currentUrl, deviceBucket],
  );
}
