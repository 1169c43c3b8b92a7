import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, readlinkSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/browser.ts'
import { fieldsOf, formWithAction } from '../helpers/formShopper.ts'

// The repository's Dockerfile built with Debian's buildah (no Docker engine) on a Node 24 base made
// from Debian's packages (deploy/image/nodeBaseImage.sh), then run as its config says: user, working
// directory, environment and command (docs/deployment.md, "Building the image without Docker").

const root = path.resolve(import.meta.dirname, '../..')
const nodeVersion = spawnSync(path.join(root, 'node_modules/node/bin/node'), ['--version'], {
  encoding: 'utf8',
}).stdout.trim()
/** Base images are kept between runs, tagged with what they are made of: the Node version and the script. */
const baseTag = `${nodeVersion}-${createHash('sha256')
  .update(readFileSync(path.join(root, 'deploy/image/nodeBaseImage.sh')))
  .digest('hex')
  .slice(0, 12)}`
const BASE_IMAGE = `localhost/shop-node24-base:${baseTag}`
/** The last stage's base: the same without npm (`nodeBaseImage.sh --runtime`). */
const RUNTIME_BASE_IMAGE = `localhost/shop-node24-runtime:${baseTag}`
/** The size ops were promised (docs/deployment.md). */
const SIZE_BUDGET_MB = 350
const IMAGE = 'localhost/slipper-shop:test'

/** Why this machine cannot build and run images, or null when it can. */
function whyBuildahCannotRun(): string | null {
  for (const tool of ['buildah', 'mmdebstrap']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
      return `${tool} is not installed (.ci/run installs it from Debian's packages)`
  }
  const info = spawnSync('buildah', ['info'], { encoding: 'utf8' })
  if (info.status !== 0) return `buildah cannot run here: ${info.stderr.trim().split('\n')[0]}`
  return null
}

/** Runs a command to its end: what it printed, or an error with its output's end. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let printed = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4000)))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${printed}`)),
    )
  })
}

/**
 * A command that yields the machine's CPU and disk to everything else (`nice`, `ionice` idle):
 * the image build runs beside the other test files, and its `npm ci` writes held a browser test's
 * first page load past a minute.
 */
function inBackground(command: string, args: string[]): [string, string[]] {
  return ['ionice', ['-c', '3', 'nice', '-n', '19', command, ...args]]
}

const skipReason = whyBuildahCannotRun()
if (skipReason) console.warn(`tests/deploy/containerImage.test.ts skipped: ${skipReason}`)

describe.skipIf(skipReason !== null)('the container image, built from the Dockerfile and run', () => {
  let container = ''
  let config: { User: string; WorkingDir: string; Cmd: string[] }
  let port = 0
  let size = ''

  /** The image's command started in the container (as its user, in its folder, with its environment) on `port`. */
  function startContainer(): { child: ChildProcess; exited: Promise<number | null>; log: () => string } {
    const child = spawn(
      'buildah',
      [
        'run',
        '--isolation',
        'chroot',
        '-e',
        `PORT=${port}`,
        '-e',
        'HOST=127.0.0.1',
        container,
        '--',
        ...config.Cmd,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let log = ''
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-6000)))
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    return { child, exited, log: () => log }
  }

  /** The shop's own process inside the container (buildah's helpers run beside it): the first of the image's command whose root is the container's. */
  function shopProcessId(): number {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
        if (commandLine[0]?.endsWith('/node') && readlinkSync(`/proc/${entry}/root`) !== '/')
          if (commandLine.join(' ').includes(config.Cmd.slice(1).join(' '))) return Number(entry)
      } catch {
        // The process ended while it was read.
      }
    }
    throw new Error('no shop process runs in the container')
  }

  const uidOf = (pid: number) =>
    Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

  async function untilReady(started: ReturnType<typeof startContainer>): Promise<number> {
    const began = Date.now()
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) return Date.now() - began
      if (Date.now() - began > 400_000)
        throw new Error(`the container was not ready after 400 s:\n${started.log()}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** SIGTERM to the shop's process, as a container engine stops it: the milliseconds until it exited, and its code. */
  async function stopContainer(started: ReturnType<typeof startContainer>) {
    const began = Date.now()
    process.kill(shopProcessId(), 'SIGTERM')
    const code = await started.exited
    return { ms: Date.now() - began, code }
  }

  beforeAll(async () => {
    const began = Date.now()
    for (const [image, options] of [
      [BASE_IMAGE, []],
      [RUNTIME_BASE_IMAGE, ['--runtime']],
    ] as const) {
      if ((await run('buildah', ['images', '--quiet', image]).catch(() => '')).trim() === '')
        await run(...inBackground(path.join(root, 'deploy/image/nodeBaseImage.sh'), [...options, image]))
    }
    const baseMs = Date.now() - began
    // npm ci inside the build reads the machine's npm cache (filled by the project's own npm ci) instead of downloading again.
    const npmCache = (await run('npm', ['config', 'get', 'cache'])).trim()
    // The build's commands get the machine's own limit of open files: buildah's default is lower, and
    // npm ci from a full cache then fails with EMFILE.
    const openFiles = (await run('sh', ['-c', 'ulimit -Hn'])).trim()
    await run(
      ...inBackground('buildah', [
        'bud',
        '--isolation',
        'chroot',
        // Each instruction's result is kept and reused while its inputs are the same: the build
        // stage's `npm ci` (package files, patches, base) runs again only when they change.
        '--layers',
        '--ulimit',
        `nofile=${openFiles}:${openFiles}`,
        '--build-arg',
        `NODE_IMAGE=${BASE_IMAGE}`,
        '--build-arg',
        `RUNTIME_IMAGE=${RUNTIME_BASE_IMAGE}`,
        '--volume',
        `${npmCache}:/root/.npm`,
        '--tag',
        IMAGE,
        '.',
      ]),
    )
    size = (await run('buildah', ['images', '--format', '{{.Size}}', IMAGE])).trim()
    console.log(
      `container image ${IMAGE}: ${size} (goal ${SIZE_BUDGET_MB} MB); base images ${Math.round(baseMs / 1000)} s, build ${Math.round((Date.now() - began - baseMs) / 1000)} s`,
    )
    config = (
      JSON.parse(await run('buildah', ['inspect', '--type', 'image', IMAGE])) as {
        OCIv1: { config: typeof config }
      }
    ).OCIv1.config
    container = (await run('buildah', ['from', IMAGE])).trim()
    port = await freePort()
  }, 1_800_000)

  afterAll(async () => {
    if (container) await run('buildah', ['rm', container]).catch(() => '')
    await run('buildah', ['rmi', IMAGE]).catch(() => '')
  }, 120_000)

  it(`weighs at most ${SIZE_BUDGET_MB} MB`, () => {
    // buildah prints decimal units: "318 MB", "1.2 GB".
    const [, amount, unit] = /^([\d.]+)\s*(kB|MB|GB)$/.exec(size) ?? []
    expect(unit, `size "${size}"`).toBeDefined()
    const megabytes = Number(amount) * { kB: 1e-3, MB: 1, GB: 1e3 }[unit as 'kB' | 'MB' | 'GB']
    expect(megabytes).toBeLessThanOrEqual(SIZE_BUDGET_MB)
  })

  it('runs as an unprivileged user to which the code is read-only and only DATA_DIR is writable', async () => {
    expect(config.User).toBe('node')
    expect(config.WorkingDir).toBe('/app')
    // `find -writable` asks the kernel, as the image's user, what it could write: nothing outside /app/var.
    const writable = await run('buildah', [
      'run',
      '--isolation',
      'chroot',
      container,
      '--',
      'sh',
      '-c',
      'id -u; find /app -path /app/var -prune -o -writable -print; touch /app/var/probe && echo DATA_DIR writable',
    ])
    const [uid, ...rest] = writable.trim().split('\n')
    expect(Number(uid)).not.toBe(0)
    expect(rest).toEqual(['DATA_DIR writable'])
  })

  it('seeds on its first start, sells, keeps DATA_DIR across a restart, and ends within 10 s of SIGTERM', async () => {
    const first = startContainer()
    const firstReadyMs = await untilReady(first)
    expect(uidOf(shopProcessId())).not.toBe(0)

    // A shopper without JavaScript puts a mule in the cart, at the address the shop was opened on.
    const origin = `http://127.0.0.1:${port}`
    const productPage = await (await fetch(`${origin}/en/product/SL-00001`)).text()
    const form = formWithAction(productPage, 'add')!
    const added = await fetch(`${origin}${form.getAttribute('action')}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fieldsOf(form, { color: 'beige', size: '42' })),
    })
    expect(added.status).toBe(303)
    const session = /shop_session=[^;]+/.exec(added.headers.get('set-cookie') ?? '')?.[0]
    expect(session).toBeTruthy()
    const cartText = async () => (await fetch(`${origin}/en/cart`, { headers: { cookie: session! } })).text()
    expect(await cartText()).toContain('Beige / 42')

    // What the traced node_modules must hold beyond the pages: pdfkit and its fonts (the size guide
    // is drawn on request), PGlite's trigram extension (search), sharp's native code (uploads).
    const sizeGuide = await fetch(`${origin}/media/size-guide.pdf`)
    expect(sizeGuide.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await sizeGuide.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect(await (await fetch(`${origin}/en/search?q=mule`)).text()).toMatch(/href="\/en\/[a-z-]+-sl-\d{5}"/)
    const sharpAnswer = await run('buildah', [
      'run',
      '--isolation',
      'chroot',
      container,
      '--',
      'node',
      '--input-type=module',
      '-e',
      "const { default: sharp } = await import('sharp'); const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0a080' } }).avif().toBuffer(); console.log('avif', picture.length > 0)",
    ])
    expect(sharpAnswer.trim()).toBe('avif true')

    const firstStop = await stopContainer(first)
    expect(firstStop.code).toBe(0)
    expect(firstStop.ms).toBeLessThan(10_000)

    // An operations command, compiled beside the server, runs in the image (no npm, no tsx there) on its DATA_DIR.
    const created = await run('buildah', [
      'run',
      '--isolation',
      'chroot',
      container,
      '--',
      'node',
      'dist/node/scripts/staffCreate.mjs',
      '--email',
      'ops@example.org',
      '--role',
      'owner',
    ])
    expect(created).toContain('created owner ops@example.org')
    const setupLink = /one-time set-up link, valid 24 h: (\S+)/.exec(created)?.[1]
    expect(setupLink).toMatch(/^\/admin\//)

    // The same container again: its DATA_DIR (database, secrets) is where the first start left it.
    const second = startContainer()
    const secondReadyMs = await untilReady(second)
    expect(await cartText()).toContain('Beige / 42')
    // The staff member the command created is in the database the shop serves.
    expect((await fetch(`${origin}${setupLink}`)).status).toBe(200)
    const secondStop = await stopContainer(second)
    expect(secondStop.code).toBe(0)
    expect(secondStop.ms).toBeLessThan(10_000)
    console.log(
      `container: ready after ${Math.round(firstReadyMs / 1000)} s on its first start (seed), ${Math.round(secondReadyMs / 1000)} s on the next; stopped in ${firstStop.ms} and ${secondStop.ms} ms`,
    )
  }, 900_000)
})
