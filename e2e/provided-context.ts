// What the end-to-end run's global setup (product-template.ts) gives every file: a module that
// reads it imports this one for its types.
declare module "vitest" {
  export interface ProvidedContext {
    /** The template data folder, copied by `startProduct`. */
    productTemplate: string
    /** The run's record of the screens checked with axe-core: a file, one screen a line. */
    checkedScreens: string
  }
}

export {}
