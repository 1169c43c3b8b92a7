// The part of jsdom's API these tests use (the package ships no types and @types/jsdom is not installed).
declare module 'jsdom' {
  /** A jsdom window: its document and the interfaces of its realm. */
  export interface DOMWindow {
    document: Document
    DOMParser: typeof DOMParser
    FormData: typeof FormData
    HTMLInputElement: typeof HTMLInputElement
  }
  export class JSDOM {
    constructor(html: string)
    readonly window: DOMWindow
  }
}
