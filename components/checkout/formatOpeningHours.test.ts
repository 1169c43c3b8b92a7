import { describe, expect, it } from 'vitest'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import type { StoreLocale } from '../../config/stores.ts'
import { formatOpeningHours, formatOpeningSlots } from './formatOpeningHours.ts'

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
const slot = (from: string, to: string) => ({ from, to })
const week = (...days: { from: string; to: string }[][]) =>
  DAYS.map((day, index) => ({ day, opening: days[index] ?? [] }))
const everyDay = (opening: { from: string; to: string }[]) => week(...DAYS.map(() => opening))

const lines = (locale: StoreLocale, hours: ReturnType<typeof week>) =>
  formatOpeningHours(createServerI18n(locale), locale, hours).map((line) => `${line.days}: ${line.hours}`)

describe('formatOpeningHours', () => {
  it('says a locker open around the clock is open 24/7 in each store, never "00:00 to 00:00"', () => {
    const locker = everyDay([slot('00:00', '24:00')])
    expect(lines('en-GB', locker)).toEqual(['Every day: Open 24/7'])
    expect(lines('fr-FR', locker)).toEqual(['Tous les jours: Ouvert 24h/24, 7j/7'])
    expect(lines('de-DE', locker)).toEqual(['Täglich: Rund um die Uhr geöffnet'])
    expect(lines('it-IT', locker)).toEqual(['Tutti i giorni: Aperto 24 ore su 24'])
    // Carriers also write a whole day as 00:00–23:59 or 00:00–00:00.
    expect(lines('en-GB', everyDay([slot('00:00', '23:59')]))).toEqual(['Every day: Open 24/7'])
    expect(lines('de-DE', everyDay([slot('00:00', '00:00')]))).toEqual(['Täglich: Rund um die Uhr geöffnet'])
  })

  it('says which days are open around the clock when the week is not', () => {
    const allDay = [slot('00:00', '24:00')]
    const hours = week(allDay, allDay, allDay, allDay, allDay, [slot('08:00', '20:00')], [])
    expect(lines('en-GB', hours)).toEqual([
      'Monday to Friday: Open 24 hours',
      'Saturday: 08:00 to 20:00',
      'Sunday: Closed',
    ])
    expect(lines('fr-FR', hours)).toEqual([
      'lundi au vendredi: Ouvert 24h/24',
      'samedi: de 08:00 à 20:00',
      'dimanche: Fermé',
    ])
    expect(lines('de-DE', hours)).toEqual([
      'Montag bis Freitag: Rund um die Uhr geöffnet',
      'Samstag: 08:00 bis 20:00 Uhr',
      'Sonntag: Geschlossen',
    ])
    expect(lines('it-IT', hours)).toEqual([
      'da lunedì a venerdì: Aperto 24 ore su 24',
      'sabato: dalle 08:00 alle 20:00',
      'domenica: Chiuso',
    ])
  })

  it('writes split hours as a list and closed days as closed, a week in as few lines as it takes', () => {
    const split = [slot('09:30', '12:30'), slot('14:00', '19:00')]
    const hours = week([], split, split, split, split, split, [])
    expect(lines('en-GB', hours)).toEqual([
      'Monday: Closed',
      'Tuesday to Saturday: 09:30 to 12:30 and 14:00 to 19:00',
      'Sunday: Closed',
    ])
    expect(lines('it-IT', hours)).toEqual([
      'lunedì: Chiuso',
      'da martedì a sabato: dalle 09:30 alle 12:30 e dalle 14:00 alle 19:00',
      'domenica: Chiuso',
    ])
    expect(lines('en-GB', everyDay([]))).toEqual(['Monday to Sunday: Closed'])
  })

  it('keeps midnight at the end of an evening as 24:00', () => {
    expect(lines('de-DE', everyDay([slot('18:00', '24:00')]))).toEqual([
      'Montag bis Sonntag: 18:00 bis 24:00 Uhr',
    ])
  })

  it('writes the hours of a single day the same way wherever one is shown alone (the contact page)', () => {
    const i18n = createServerI18n('fr-FR')
    expect(formatOpeningSlots(i18n, 'fr-FR', [slot('09:00', '12:30'), slot('13:30', '18:00')])).toBe(
      'de 09:00 à 12:30 et de 13:30 à 18:00',
    )
    expect(formatOpeningSlots(i18n, 'fr-FR', [])).toBe('Fermé')
    expect(formatOpeningSlots(i18n, 'fr-FR', [slot('00:00', '24:00')])).toBe('Ouvert 24h/24')
  })
})
