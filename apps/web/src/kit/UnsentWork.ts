import { createContext, useContext } from 'react';

/**
 * Whether work done in this browser waits to be sent (the Learning Centre's completions, the
 * `unsentWork` service): the error page tells a member offline that it is kept. Provided by the app
 * from its services, so the page reads it without reaching into the feature that keeps it.
 */
export const UnsentWorkContext = createContext<() => boolean>(() => false);

export const useUnsentWork = () => useContext(UnsentWorkContext);
