import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { WidgetFieldSpec, WidgetPart } from '../../../domain/backoffice/content/contentWidgets.ts'
import { fieldRow, panel, quantityInput } from '../admin.styles.ts'
import { FieldError, type SentBack } from '../catalogue/ProductFields.tsx'
import { CONTENT_FIELD_ERRORS } from './contentFieldErrors.ts'
import { WIDGET_CHOICE_LABELS, WIDGET_FIELD_LABELS, WIDGET_LABELS } from './widgetLabels.ts'

/** The id of the media library's list, which every picture field suggests from. */
const MEDIA_LIST_ID = 'media-library'

/** One field of a widget: a text, a long text, a list of choices or a tick box, its error beside it. */
function WidgetField({
  index,
  spec,
  value,
  error,
}: {
  index: number
  spec: WidgetFieldSpec
  value: string
  error: string | undefined
}) {
  const { i18n, t } = useLingui()
  const name = `widgets.${index}.${spec.path}`
  const id = `field-${name.replace(/[^\w-]/g, '-')}`
  const parts = spec.path.split('.')
  const item = parts.length === 3 ? Number(parts[1]) + 1 : null
  const label = i18n._(WIDGET_FIELD_LABELS[parts.at(-1)!] ?? msg`Value`)
  const text = item === null ? label : t`Item ${item}: ${label}`
  const invalid = error ? true : undefined
  const described = error ? `${id}-error` : undefined
  if (spec.kind === 'boolean')
    return (
      <div className={fieldRow}>
        <span>
          <input id={id} name={name} type="checkbox" value="1" defaultChecked={value !== ''} />{' '}
          <label htmlFor={id}>{text}</label>
        </span>
      </div>
    )
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{text}</label>
      {spec.kind === 'longText' ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          defaultValue={value}
          aria-invalid={invalid}
          aria-describedby={described}
        />
      ) : spec.kind === 'choice' || spec.kind === 'headingLevel' ? (
        <select id={id} name={name} defaultValue={value} aria-invalid={invalid} aria-describedby={described}>
          {(spec.kind === 'headingLevel' ? ['2', '3', '4'] : (spec.choices ?? [])).map((choice) => (
            <option key={choice} value={choice}>
              {WIDGET_CHOICE_LABELS[choice] ? i18n._(WIDGET_CHOICE_LABELS[choice]) : choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={value}
          {...(spec.kind === 'media' ? { list: MEDIA_LIST_ID } : {})}
          aria-invalid={invalid}
          aria-describedby={described}
        />
      )}
      <FieldError id={id} error={error} messages={CONTENT_FIELD_ERRORS} />
    </div>
  )
}

/**
 * The form of a content's widgets (docs/back-office.md#content): each part in its order, as a
 * fieldset with its position and a box to remove it; each widget's fields (products by SKU,
 * pictures from the media library, links, texts, choices); and a widget type to add at the end.
 * Without JavaScript: the values sent back show again, each refused one with its message.
 */
export function WidgetFields({
  parts,
  sentBack,
  mediaLibrary,
  addable,
}: {
  parts: WidgetPart[]
  sentBack: SentBack
  mediaLibrary: { id: string; alt: string }[]
  addable: string[]
}) {
  const { i18n } = useLingui()
  const typed = (name: string, stored: string) => (sentBack ? (sentBack.values[name] ?? '') : stored)
  const typeLabel = (type: string) => (WIDGET_LABELS[type] ? i18n._(WIDGET_LABELS[type]) : type)
  return (
    <>
      <input type="hidden" name="widgetsSent" value="1" />
      <input type="hidden" name="widgetCount" value={parts.length} />
      <datalist id={MEDIA_LIST_ID}>
        {mediaLibrary.map((media) => (
          <option key={media.id} value={media.id}>
            {media.alt}
          </option>
        ))}
      </datalist>
      {parts.map((part, index) => {
        const prefix = `widgets.${index}`
        const number = index + 1
        const type = typeLabel(part.type)
        return (
          <fieldset key={prefix} className={panel} id={`widget-${number}`}>
            <legend>
              {part.isWidget ? (
                <Trans>
                  {number}. {type}
                </Trans>
              ) : (
                <Trans>
                  {number}. Part kept as it is ({type})
                </Trans>
              )}
            </legend>
            <div className={fieldRow}>
              <label htmlFor={`field-widgets-${index}-_position`}>
                <Trans>Position (the parts are shown from the smallest number)</Trans>
              </label>
              <input
                id={`field-widgets-${index}-_position`}
                className={quantityInput}
                name={`${prefix}._position`}
                type="number"
                min={1}
                defaultValue={typed(`${prefix}._position`, String(number))}
              />
            </div>
            <div className={fieldRow}>
              <span>
                <input
                  id={`field-widgets-${index}-_remove`}
                  name={`${prefix}._remove`}
                  type="checkbox"
                  value="1"
                  defaultChecked={sentBack ? Boolean(sentBack.values[`${prefix}._remove`]) : false}
                />{' '}
                <label htmlFor={`field-widgets-${index}-_remove`}>
                  <Trans>Remove it when saving</Trans>
                </label>
              </span>
            </div>
            {part.isWidget
              ? part.fields.map((spec) => (
                  <WidgetField
                    key={spec.path}
                    index={index}
                    spec={spec}
                    value={typed(`${prefix}.${spec.path}`, part.values[spec.path] ?? '')}
                    error={sentBack?.fields[`${prefix}.${spec.path}`]}
                  />
                ))
              : null}
          </fieldset>
        )
      })}
      <div className={fieldRow}>
        <label htmlFor="field-addWidget">
          <Trans>Add a widget at the end (its fields show once saved)</Trans>
        </label>
        <select id="field-addWidget" name="addWidget" defaultValue={typed('addWidget', '')}>
          <option value="">–</option>
          {addable.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
