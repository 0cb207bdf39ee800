export const libraryKeys = {
  all: ["uploaded-content"] as const,
};
