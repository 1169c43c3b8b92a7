import { createContext, useContext, type ReactElement, type ReactNode } from 'react'

/** What the holes of a reused frame are filled from at each request. */
export interface FrameRequest {
  /** The page's path in its store: which links and menu entries show as current. */
  storePath: string
  /** Renders an element with the request's own contexts (page, language, store, island registry). */
  renderElement(element: ReactElement): string
}

/** Computes the markup of one hole of a frame for one request. */
export type FrameFill = (request: FrameRequest) => string

/** Records the holes of a frame while its template renders. */
export interface FrameTemplateRecorder {
  /** Registers a hole and returns the marker that stands for it in the rendered markup. */
  hole(fill: FrameFill): string
}

/** A frame rendered once: its static markup, cut at its holes. */
export interface FrameTemplate {
  /** One more than `fills`: the markup before, between and after the holes. */
  statics: readonly string[]
  fills: readonly FrameFill[]
}

const FrameTemplateContext = createContext<FrameTemplateRecorder | null>(null)

/** Marks the tree below as a frame template: per-page parts become holes instead of markup. */
export function FrameTemplateProvider({
  recorder,
  children,
}: {
  recorder: FrameTemplateRecorder
  children: ReactNode
}) {
  return <FrameTemplateContext.Provider value={recorder}>{children}</FrameTemplateContext.Provider>
}

/** The recorder when the frame's template is rendering, null in a page's own render. */
export function useFrameTemplate(): FrameTemplateRecorder | null {
  return useContext(FrameTemplateContext)
}

/**
 * Renders its element per request when the frame around it is reused (an island whose props or
 * markup depend on the page), and in place otherwise.
 */
export function PerRequest({ children }: { children: ReactElement }) {
  const recorder = useFrameTemplate()
  return recorder ? recorder.hole((request) => request.renderElement(children)) : children
}

// Private-use characters React leaves as they are, with a token no shop content can guess.
const MARKER_START = `\uE000${Math.random().toString(36).slice(2)}:`
const MARKER_END = '\uE001'

/**
 * Renders a frame's template through `render` (which wraps its tree in a
 * {@link FrameTemplateProvider} with the given recorder) and cuts it at its holes.
 */
export function recordFrameTemplate(render: (recorder: FrameTemplateRecorder) => string): FrameTemplate {
  const recorded: FrameFill[] = []
  const html = render({
    hole(fill) {
      recorded.push(fill)
      return `${MARKER_START}${recorded.length - 1}${MARKER_END}`
    },
  })
  const statics: string[] = []
  const fills: FrameFill[] = []
  let from = 0
  for (let start = html.indexOf(MARKER_START); start !== -1; start = html.indexOf(MARKER_START, from)) {
    const end = html.indexOf(MARKER_END, start)
    const fill = recorded[Number(html.slice(start + MARKER_START.length, end))]
    if (!fill) throw new Error('A frame template holds a marker it did not record')
    statics.push(html.slice(from, start))
    fills.push(fill)
    from = end + MARKER_END.length
  }
  statics.push(html.slice(from))
  // A hole rendered nowhere (or twice) would lose or repeat a per-page part.
  if (fills.length !== recorded.length) throw new Error('A frame template lost or repeated a hole')
  return { statics, fills }
}

/** A frame's markup for one request: its static parts with each hole filled. */
export function fillFrameTemplate(template: FrameTemplate, request: FrameRequest): string {
  let html = template.statics[0] ?? ''
  template.fills.forEach((fill, index) => {
    html += fill(request) + (template.statics[index + 1] ?? '')
  })
  return html
}

/** Escapes an attribute's value as React does, for markup a hole writes itself. */
export function escapeAttribute(value: string): string {
  return value.replace(/["&'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character)
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}
