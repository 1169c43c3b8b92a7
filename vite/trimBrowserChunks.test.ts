import { describe, expect, it } from 'vitest'
import { withoutEmptyCssMarkers, withPreloadsKept } from './trimBrowserChunks.ts'

const table = (dependencies: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(dependencies)})))=>i.map(i=>d[i]);\n`

// As Vite writes a chunk with three dynamic imports: each list starts with the imported chunk.
const CHUNK =
  table(['a.js', 'react.js', 'a.css', 'b.js', 'shared.js', 'b.css', 'c.js']) +
  'import{t as r}from"./preload.js";' +
  'var A=()=>r(()=>import(`./a.js`),__vite__mapDeps([0,1,2])),' +
  'B=()=>r(()=>import(`./b.js`),__vite__mapDeps([3,1,4,5])),' +
  'C=()=>r(()=>import(`./c.js`),__vite__mapDeps([6,4]));'

describe('withPreloadsKept', () => {
  it('renumbers the lists into a table of what is kept', () => {
    const kept = withPreloadsKept(CHUNK, (dependency) => !dependency.endsWith('.css'))
    expect(kept).toBe(
      table(['a.js', 'react.js', 'b.js', 'shared.js', 'c.js']) +
        'import{t as r}from"./preload.js";' +
        'var A=()=>r(()=>import(`./a.js`),__vite__mapDeps([0,1])),' +
        'B=()=>r(()=>import(`./b.js`),__vite__mapDeps([2,1,3])),' +
        'C=()=>r(()=>import(`./c.js`),__vite__mapDeps([4,3]));',
    )
  })

  it('preloads nothing for an import left with its own chunk, and drops what no list names', () => {
    const kept = withPreloadsKept(
      CHUNK,
      (dependency) => dependency !== 'react.js' && dependency !== 'shared.js' && !dependency.endsWith('.css'),
    )
    expect(kept).toBe(
      'import{t as r}from"./preload.js";' +
        'var A=()=>r(()=>import(`./a.js`),[]),' +
        'B=()=>r(()=>import(`./b.js`),[]),' +
        'C=()=>r(()=>import(`./c.js`),[]);',
    )
    expect(withPreloadsKept(CHUNK, (dependency) => dependency !== 'shared.js')).toContain(
      'C=()=>r(()=>import(`./c.js`),[]);',
    )
  })

  it('leaves a chunk without a preload table as it is', () => {
    const code = 'import{t as r}from"./preload.js";var A=()=>r(()=>import(`./a.js`),[]);'
    expect(withPreloadsKept(code, () => false)).toBe(code)
  })
})

describe('withoutEmptyCssMarkers', () => {
  it('drops the markers Vite leaves for imports of CSS-only chunks, and nothing else', () => {
    expect(
      withoutEmptyCssMarkers(
        'import{t as o}from"./a.js";/* empty css              */import{t as s}from"./b.js";/* empty css */var c=`/* kept */`;',
      ),
    ).toBe('import{t as o}from"./a.js";import{t as s}from"./b.js";var c=`/* kept */`;')
  })
})
