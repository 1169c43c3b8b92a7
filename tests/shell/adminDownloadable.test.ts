import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOfResponse } from '../helpers/formShopper.ts'
import { ADMIN_HOST, pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: StaffBrowser
const SKU = 'DL-SHELL-GUIDE'
const PAGE = `/admin/products/${SKU}`

beforeAll(async () => {
  server = await startTestServer()
  merchandiser = (await signedInStaff(server.app, 'downloads.merchandiser@example.org', 'merchandiser'))
    .browser
  expect((await merchandiser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
}, 300_000)
afterAll(async () => server?.close())

const textOf = (response: LightMyRequestResponse, selector: string) =>
  documentOfResponse(response).querySelector(selector)?.textContent
const uploadsDir = () => path.join(server.dataDir, 'downloads', 'uploads')
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : [])

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const PNG: Buffer = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

/** Posts the upload form as a browser does: multipart, the page's CSRF token first, the file last. */
async function upload(file: Buffer, fields: Record<string, string>) {
  const csrf = /name="_csrf" value="([^"]+)"/.exec((await merchandiser.get(PAGE)).body)?.[1] ?? ''
  const boundary = '----downloads-shell-boundary'
  const values = { _csrf: csrf, 'fr.title': '', 'de.title': '', 'en.title': '', 'it.title': '', ...fields }
  const parts: Buffer[] = Object.entries(values).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="guide.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return merchandiser.jar.remember(
    await server.app.inject({
      method: 'POST',
      url: `${PAGE}/downloads`,
      remoteAddress: '10.44.210.1',
      headers: {
        host: ADMIN_HOST,
        cookie: merchandiser.jar.header(),
        origin: `http://${ADMIN_HOST}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat(parts),
    }),
  )
}

describe('downloadable products without JavaScript', () => {
  it('creates one from the new product form, refusing it first in French with the values kept', async () => {
    const form = {
      type: 'downloadable',
      sku: SKU,
      'fr.name': 'Guide d’entretien des chaussons',
      'fr.urlKey': 'guide-entretien-chaussons-shell',
      price: 'gratuit',
      'category.400': 'on',
    }
    const refused = await merchandiser.post('/admin/products/new', form)
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused.body, '#field-sku')).toBe(SKU)
    expect(valueOf(refused.body, '#field-price')).toBe('gratuit')
    expect(documentOfResponse(refused).querySelector<HTMLInputElement>('#type-downloadable')?.checked).toBe(
      true,
    )
    expect(textOf(refused, '#field-price-error')).toMatch(/prix/i)
    // No family, gender nor material is asked of a downloadable product.
    expect(
      documentOfResponse(refused).querySelector(
        '#field-family-error, #field-kind-error, #field-gender-error, #field-material-error',
      ),
    ).toBeNull()

    const created = await merchandiser.post('/admin/products/new', { ...form, price: '3,50' })
    expect(created.statusCode).toBe(303)
    expect(created.headers.location).toBe(`${PAGE}?done=productCreated`)
    const page = await merchandiser.get(PAGE)
    expect(pageText(page)).toContain('Fichiers vendus')
    expect(pageText(page)).toContain('Aucun fichier pour l’instant : un acheteur ne recevrait rien.')
    expect(
      documentOfResponse(page)
        .querySelector('#download-add-heading')
        ?.closest('form')
        ?.getAttribute('enctype'),
    ).toBe('multipart/form-data')
  })

  it('answers a refused file in French beside its field, the typed values kept, nothing stored', async () => {
    const wrongType = await upload(PNG, { 'fr.title': 'Guide', numberOfDownloads: '3' })
    expect(wrongType.statusCode).toBe(422)
    expect(textOf(wrongType, '#download-new-file-error')).toBe(
      'Ce fichier n’est pas un fichier PDF, EPUB, ZIP ou MP3.',
    )
    expect(
      documentOfResponse(wrongType).querySelector('#download-new-file')?.getAttribute('aria-describedby'),
    ).toBe('download-new-file-error')
    expect(valueOf(wrongType.body, '#download-new-fr-title')).toBe('Guide')
    expect(valueOf(wrongType.body, '#download-new-downloads')).toBe('3')

    const untitled = await upload(PDF, { numberOfDownloads: 'trois' })
    expect(untitled.statusCode).toBe(422)
    expect(textOf(untitled, '#download-new-titles-error')).toBe(
      'Donnez un titre au fichier dans une langue au moins.',
    )
    expect(textOf(untitled, '#download-new-downloads-error')).toBe(
      'Indiquez un nombre entier de 0 (illimité) à 999.',
    )
    expect(valueOf(untitled.body, '#download-new-downloads')).toBe('trois')

    const oversize = await upload(Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]), {
      'fr.title': 'Gros guide',
      numberOfDownloads: '3',
    })
    expect(oversize.statusCode).toBe(422)
    expect(textOf(oversize, '#download-new-file-error')).toMatch(/20\sMo/)
    expect(valueOf(oversize.body, '#download-new-fr-title')).toBe('Gros guide')
    expect(storedFiles()).toEqual([])
  })

  it('uploads a file, lists it with its name and downloads, then removes it', async () => {
    const added = await upload(PDF, {
      'fr.title': 'Guide d’entretien',
      'en.title': 'Care guide',
      numberOfDownloads: '0',
    })
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe(`${PAGE}?done=downloadAdded`)
    expect(storedFiles()).toHaveLength(1)
    const shown = await merchandiser.get(String(added.headers.location))
    expect(pageText(shown)).toContain('Le fichier est ajouté.')
    const row = documentOfResponse(shown)
      .querySelector('#downloads-heading')
      ?.parentElement?.querySelector('tbody tr')
    expect(row?.textContent).toContain('Guide d’entretien')
    expect(row?.textContent).toContain('guide-d-entretien.pdf')
    expect(row?.textContent).toContain('Illimité')

    const linkId = documentOfResponse(shown).querySelector<HTMLInputElement>(
      'form[action$="/downloads/remove"] input[name="link"]',
    )?.value
    // On sale in /fr, its only file stays: the refusal is worded in French beside its button.
    const db = server.app.shopDatabase.db
    const everyStore = server.app.config.stores.map((store) => store.key as string)
    const offBut = (key: string) => everyStore.filter((other) => other !== key)
    await db
      .updateTable('product')
      .set({ disabled_stores: offBut('b2c_fr') })
      .where('sku', '=', SKU)
      .execute()
    const refused = await merchandiser.post(`${PAGE}/downloads/remove`, { link: String(linkId) })
    expect(refused.statusCode).toBe(422)
    const refusedForm = documentOfResponse(refused).querySelector(
      'form[action$="/downloads/remove"]',
    )?.parentElement
    expect(refusedForm?.querySelector('[role="alert"]')?.textContent).toBe(
      'C’est le dernier fichier du produit et il est en vente\u202f: désactivez-le d’abord dans toutes les boutiques, ou ajoutez le nouveau fichier avant de retirer celui-ci. Rien n’a été retiré.',
    )
    expect(storedFiles()).toHaveLength(1)
    await db.updateTable('product').set({ disabled_stores: everyStore }).where('sku', '=', SKU).execute()
    const removed = await merchandiser.post(`${PAGE}/downloads/remove`, { link: String(linkId) })
    expect(removed.statusCode).toBe(303)
    expect(removed.headers.location).toBe(`${PAGE}?done=downloadRemoved`)
    expect(pageText(await merchandiser.get(String(removed.headers.location)))).toContain(
      'Le fichier est retiré. Les commandes déjà passées le gardent.',
    )
    // No order held it: its file is gone too.
    expect(storedFiles()).toEqual([])
  })
})

describe('a downloadable product’s page without JavaScript', () => {
  /** What a form of the page posts as it stands: its named fields' values, ticked boxes only. */
  const fieldsOf = (form: Element) => {
    const fields: Record<string, string> = {}
    for (const input of form.querySelectorAll<HTMLInputElement>(
      'input[name], select[name], textarea[name]',
    )) {
      if (input.name === '_csrf' || (input.type === 'checkbox' && !input.checked)) continue
      fields[input.name] = input.value
    }
    return fields
  }

  it('asks no gender or material, refuses switching it on without a file in French, and changes a file’s title and downloads in place', async () => {
    const page = documentOfResponse(await merchandiser.get(PAGE))
    const classification = page.querySelector('form[action$="/classification"]')
    expect(classification).not.toBeNull()
    expect(classification?.querySelector('[name="gender"], [name="material"]')).toBeNull()
    expect(page.querySelectorAll('form[action$="/downloads/update"]')).toHaveLength(0)

    const productForm = page.querySelector(`form[action="${PAGE}"]`)!
    const switchedOn = await merchandiser.post(PAGE, { ...fieldsOf(productForm), 'store.b2c_fr': 'on' })
    expect(switchedOn.statusCode).toBe(422)
    expect(textOf(switchedOn, '#stores-error')).toBe(
      'Ajoutez d’abord un fichier sous «\u202fFichiers vendus\u202f»\u202f: un produit téléchargeable sans fichier ne peut pas être activé.',
    )
    expect(documentOfResponse(switchedOn).querySelector<HTMLInputElement>('#store-b2c_fr')?.checked).toBe(
      true,
    )

    expect((await upload(PDF, { 'fr.title': 'Fiche', numberOfDownloads: '3' })).statusCode).toBe(303)
    const withFile = documentOfResponse(await merchandiser.get(PAGE))
    const edit = withFile.querySelector('form[action$="/downloads/update"]')!
    const fields = fieldsOf(edit)
    const linkId = fields.link!
    expect(fields['fr.title']).toBe('Fiche')
    const refused = await merchandiser.post(`${PAGE}/downloads/update`, {
      ...fields,
      'fr.title': '',
      'de.title': '',
      'en.title': '',
      'it.title': '',
      numberOfDownloads: 'beaucoup',
    })
    expect(refused.statusCode).toBe(422)
    const form = `download-edit-${linkId}`
    expect(valueOf(refused.body, `#${form}-downloads`)).toBe('beaucoup')
    expect(textOf(refused, `#${form}-titles-error`)).toBe(
      'Donnez un titre au fichier dans une langue au moins.',
    )
    expect(textOf(refused, `#${form}-downloads-error`)).toBeTruthy()

    const saved = await merchandiser.post(`${PAGE}/downloads/update`, {
      ...fields,
      'fr.title': 'Fiche d’entretien',
      'de.title': 'Pflegeblatt',
      numberOfDownloads: '0',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`${PAGE}?done=downloadSaved#download-${linkId}`)
    const shown = await merchandiser.get(String(saved.headers.location))
    expect(pageText(shown)).toContain('Le titre et les téléchargements du fichier sont enregistrés.')
    const row = documentOfResponse(shown)
      .querySelector('#downloads-heading')
      ?.parentElement?.querySelector('tbody tr')
    expect(row?.textContent).toContain('Fiche d’entretien')
    expect(row?.textContent).toContain('fiche-d-entretien.pdf')
    expect(row?.textContent).toContain('Illimité')

    // With a file it is switched on.
    const productAgain = documentOfResponse(shown).querySelector(`form[action="${PAGE}"]`)!
    const on = await merchandiser.post(PAGE, { ...fieldsOf(productAgain), 'store.b2c_fr': 'on' })
    expect(on.statusCode).toBe(303)
  })
})
