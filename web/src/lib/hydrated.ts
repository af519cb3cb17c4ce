import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False where the server draws the page and while React hydrates it; true from the render after. A form the app
 * sends is disabled until then: without the app it cannot send, and what a person typed before hydration would be
 * reset to the app's empty state.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
