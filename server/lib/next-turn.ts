/**
 * Resolves in a later turn of the event loop, after the I/O callbacks that are due (setImmediate):
 * long work awaits it between slices so that other requests' work runs in between.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
