import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { checkPicture, isPictureFileName, renderPicture } from './pictureRenditions.ts'

describe('isPictureFileName', () => {
  it('accepts only the names the server makes', () => {
    expect(isPictureFileName('0123456789abcdef0123456789abcdef-600.webp')).toBe(true)
    expect(isPictureFileName('0123456789abcdef0123456789abcdef-600.svg')).toBe(false)
    expect(isPictureFileName('0123456789abcdef0123456789abcdef-601.webp')).toBe(false)
    expect(isPictureFileName('../0123456789abcdef0123456789abcdef-600.webp')).toBe(false)
  })
})

describe('checkPicture and renderPicture', () => {
  it('turns a sideways JPEG upright into square renditions without its EXIF data', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#cc0000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await checkPicture(jpeg)).toEqual({ ok: true })
    const renditions = await renderPicture(jpeg)
    expect(renditions.files.map((file) => file.name.slice(33))).toEqual([
      '300.avif',
      '300.webp',
      '600.avif',
      '600.webp',
      '1200.avif',
      '1200.webp',
    ])
    // Upright, the 400 × 200 picture is 200 × 400: white bands left and right, red in the middle.
    const { data } = await sharp(renditions.files[1]!.data).raw().toBuffer({ resolveWithObject: true })
    const red = (x: number, y: number) => data[(y * 300 + x) * 3]! > 150 && data[(y * 300 + x) * 3 + 1]! < 100
    expect([red(10, 150), red(150, 150), red(150, 10)]).toEqual([false, true, true])
    const webp = await sharp(renditions.files[1]!.data).metadata()
    expect([webp.format, webp.width, webp.height, webp.exif, webp.orientation]).toEqual([
      'webp',
      300,
      300,
      undefined,
      undefined,
    ])
  })

  it('refuses text and SVG whatever they are called', async () => {
    expect(await checkPicture(Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({
      ok: false,
      error: 'NOT_AN_IMAGE',
    })
    expect(
      await checkPicture(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
      ),
    ).toEqual({ ok: false, error: 'NOT_AN_IMAGE' })
  })
})
