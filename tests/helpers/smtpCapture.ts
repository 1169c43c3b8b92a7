import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'

/** A local SMTP server that keeps every message it receives, parsed; for e-mail tests. */
export interface SmtpCapture {
  url: string
  messages: ParsedMail[]
  /** Makes the server refuse every message with a temporary error (451) until set back. */
  refuse: boolean
  /** Resolves with the first received message that matches, waiting up to `timeoutMs`. */
  waitFor(predicate: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>
  close(): Promise<void>
}

/** Starts a capture server on a free loopback port, or on `port` (a server restarted after a fault test stopped it); no TLS, no authentication. */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  const capture = { refuse: false }
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (capture.refuse) {
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })))
        return
      }
      simpleParser(stream)
        .then((message) => {
          messages.push(message)
          waiters.forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refuse() {
      return capture.refuse
    },
    set refuse(value: boolean) {
      capture.refuse = value
    },
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
