import * as utifModule from "utif2";

/**
 * utif2 is a CommonJS script: Node and Vite expose its functions as named exports, while workerd's module
 * runner only gives a `default` object. This picks whichever is present so both runtimes share one path.
 */
export const UTIF: typeof utifModule = (utifModule as { default?: typeof utifModule }).default ?? utifModule;
export type Ifd = utifModule.IFD;
