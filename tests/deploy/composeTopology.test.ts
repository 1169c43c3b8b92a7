import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// compose.yaml cannot be started here (no Docker engine): what its files must agree on is checked
// as they are written (docs/deployment.md, "Scale-out with Docker Compose").

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

interface Service {
  image?: string
  command?: string[]
  environment?: Record<string, string | number>
  volumes?: string[]
  ports?: string[]
}

const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}
/** The shop's instances: the services built from the repository that serve (not the one-shot migration). */
const instances = Object.entries(compose.services).filter(
  ([name, service]) => service.image === 'slipper-shop' && name !== 'migrate',
)
/** The folders under DATA_DIR the Dockerfile creates for the shop's user before it drops root. */
const preparedFolders = /RUN mkdir -p ([^&]+)&& chown -R node:node \/app\/var/
  .exec(read('Dockerfile'))![1]!
  .trim()
  .split(/\s+/)

describe('compose.yaml', () => {
  it('runs two instances behind Varnish, each in its backends', () => {
    expect(instances.map(([name]) => name)).toEqual(['shop1', 'shop2'])
    const backends = read('deploy/varnish/shop-backends.compose.vcl')
    for (const [name] of instances)
      expect(backends).toMatch(new RegExp(`backend ${name} \\{ \\.host = "${name}"; \\.port = "3000"`))
  })

  it('gives every instance the same files: downloads and uploaded pictures, each in a named volume prepared for the shop user', () => {
    for (const [, service] of instances) {
      const mounts = Object.fromEntries(
        (service.volumes ?? [])
          .map((volume) => volume.split(':') as [string, string])
          .map(([from, to]) => [to, from]),
      )
      expect(mounts['/app/var/downloads']).toBe('shop-downloads')
      expect(mounts['/app/var/media/uploads']).toBe('shop-media')
      for (const [folder, volume] of Object.entries(mounts)) {
        expect(compose.volumes).toHaveProperty(volume!)
        // A named volume starts with the ownership of the folder it is mounted on in the image.
        expect(preparedFolders).toContain(folder)
      }
    }
  })

  it('runs the migrations with the compiled command the image holds', () => {
    const command = compose.services.migrate!.command!
    expect(command.slice(0, 2)).toEqual(['node', 'dist/node/scripts/databaseCommand.mjs'])
    expect(existsSync(path.join(root, command[1]!.replace('dist/node/', '').replace('.mjs', '.ts')))).toBe(
      true,
    )
  })

  it('has Prometheus scrape every instance on its metrics port, with the alert rules, and Grafana show the dashboard', () => {
    const prometheus = compose.services.prometheus!
    const mounted = Object.fromEntries(
      prometheus
        .volumes!.map((volume) => volume.split(':') as [string, string])
        .map(([from, to]) => [to, from]),
    )
    const config = parse(read(mounted['/etc/prometheus/prometheus.yml']!)) as {
      rule_files: string[]
      scrape_configs: { static_configs: { targets: string[] }[] }[]
    }
    const targets = config.scrape_configs.flatMap((job) =>
      job.static_configs.flatMap((group) => group.targets),
    )
    expect(targets.sort()).toEqual(
      instances.map(([name, service]) => `${name}:${service.environment!.METRICS_PORT}`).sort(),
    )
    for (const [, service] of instances) expect(service.ports).toBeUndefined()
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml'])
    expect(mounted['/etc/prometheus/alerts.yml']).toBe('./deploy/prometheus/alerts.yml')

    const grafana = compose.services.grafana!
    for (const volume of grafana.volumes!)
      expect(existsSync(path.join(root, volume.split(':')[0]!))).toBe(true)
    const datasources = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { url: string }[]
    }
    expect(datasources.datasources[0]!.url).toBe('http://prometheus:9090')
    // Published on the host's loopback only: neither has a password an operator chose but Grafana's.
    expect(prometheus.ports).toEqual(['127.0.0.1:9090:9090'])
    expect(grafana.ports).toEqual(['127.0.0.1:3001:3000'])
  })
})
