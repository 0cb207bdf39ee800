import * as omggifModule from "omggif";

type OmggifModule = typeof omggifModule;

/**
 * omggif is a CommonJS script: Node and Vite expose its classes as named exports, while workerd's module
 * runner only gives a `default` object (as with utif2). This picks whichever is present.
 */
const omggif: OmggifModule = (omggifModule as { default?: OmggifModule }).default ?? omggifModule;

export const GifReader = omggif.GifReader;
export const GifWriter = omggif.GifWriter;
export type GifReader = omggifModule.GifReader;
export type GifWriter = omggifModule.GifWriter;
export type GifFrameInfo = omggifModule.Frame;
