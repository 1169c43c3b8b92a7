import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type {
  WidgetFieldSpec,
  WidgetMedia,
  WidgetPart,
} from '../../../domain/backoffice/content/contentWidgets.ts'
import { css } from '@linaria/core'
import { button, fieldRow, panel, quantityInput } from '../admin.styles.ts'
import { FieldError, type SentBack } from '../catalogue/ProductFields.tsx'
import { CONTENT_FIELD_ERRORS } from './contentFieldErrors.ts'
import { WIDGET_CHOICE_LABELS, WIDGET_FIELD_LABELS, WIDGET_LABELS } from './widgetLabels.ts'

/** The id of the media library's list, which every picture field suggests from. */
const MEDIA_LIST_ID = 'media-library'

const previews = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin: 0.4rem 0 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 9.6rem;
    height: 9.6rem;
    object-fit: contain;
    border: 1px solid #767676;
    background: #fff;
  }
`

/**
 * The pictures a media field names, each as a small rendition with its text, so the editor sees
 * what the shop will show (an unknown name shows nothing: the save refuses it beside the field).
 */
function MediaPreview({ typed, library }: { typed: string; library: ReadonlyMap<string, WidgetMedia> }) {
  const shown = typed
    .split(/[\s,;]+/)
    .flatMap((id) => library.get(id) ?? [])
    .slice(0, 6)
  if (shown.length === 0) return null
  return (
    <ul className={previews}>
      {shown.map((media, index) => (
        <li key={`${media.id}-${index}`}>
          <img src={media.previewUrl} alt={media.alt} width={96} height={96} loading="lazy" />
        </li>
      ))}
    </ul>
  )
}

/** A part's path as an id's piece and as a number people read (`2/0` → `2-0` and `3.1`). */
const idOf = (path: string) => path.replaceAll('/', '-')
const numberOf = (path: string) =>
  path
    .split('/')
    .map((index) => Number(index) + 1)
    .join('.')

/** One field of a widget: a text, a long text, a list of choices or a tick box, its error beside it. */
function WidgetField({
  path,
  spec,
  value,
  error,
  library,
}: {
  path: string
  spec: WidgetFieldSpec
  value: string
  error: string | undefined
  library: ReadonlyMap<string, WidgetMedia>
}) {
  const { i18n, t } = useLingui()
  const name = `widgets.${path}.${spec.path}`
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
      {spec.kind === 'media' || spec.kind === 'medias' ? (
        <MediaPreview typed={value} library={library} />
      ) : null}
      <FieldError id={id} error={error} messages={CONTENT_FIELD_ERRORS} />
    </div>
  )
}

/**
 * The controls adding a widget inside a row, a slider (in a new slide) or a slide: its type among
 * those the shop shows there, and an "Add" button that saves the whole form with it (so what was
 * typed elsewhere is saved or, refused, sent back). A part the shop would not show so deep says so.
 */
function AddInside({ part, sentBack }: { part: WidgetPart; sentBack: SentBack }) {
  const { i18n } = useLingui()
  const adding = part.adding
  if (!adding) return null
  const name = `widgets.${part.path}._add`
  const id = `field-widgets-${idOf(part.path)}-_add`
  const error = sentBack?.fields[name]
  const number = numberOf(part.path)
  if (adding.tooDeep)
    return (
      <div className={fieldRow}>
        <p id={id}>
          <Trans>
            The shop shows parts three levels deep at most: no widget can be added inside this one.
          </Trans>
        </p>
        <FieldError id={id} error={error} messages={CONTENT_FIELD_ERRORS} />
      </div>
    )
  return (
    <>
      <div className={fieldRow}>
        <label htmlFor={id}>
          {adding.inNewSlide ? (
            <Trans>Widget to add in a new slide at the end of this slider</Trans>
          ) : part.type === 'slide' ? (
            <Trans>Widget to add at the end of this slide</Trans>
          ) : (
            <Trans>Widget to add at the end of this row</Trans>
          )}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={sentBack ? (sentBack.values[name] ?? '') : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">–</option>
          {adding.types.map((type) => (
            <option key={type} value={type}>
              {WIDGET_LABELS[type] ? i18n._(WIDGET_LABELS[type]) : type}
            </option>
          ))}
        </select>
        <FieldError id={id} error={error} messages={CONTENT_FIELD_ERRORS} />
      </div>
      <p>
        <button className={button} type="submit" name="addInside" value={part.path}>
          <Trans>Add inside part {number} and save</Trans>
        </button>
      </p>
    </>
  )
}

/** One part's fieldset: its position and removal, its widget's fields, and the parts it holds, each in its own fieldset. */
function PartFields({
  part,
  sentBack,
  library,
}: {
  part: WidgetPart
  sentBack: SentBack
  library: ReadonlyMap<string, WidgetMedia>
}) {
  const { i18n } = useLingui()
  const typed = (name: string, stored: string) => (sentBack ? (sentBack.values[name] ?? '') : stored)
  const prefix = `widgets.${part.path}`
  const number = numberOf(part.path)
  const label = WIDGET_LABELS[part.type]
  const type = label ? i18n._(label) : part.type
  const id = idOf(part.path)
  return (
    <fieldset className={panel} id={`widget-${number.replaceAll('.', '-')}`}>
      <legend>
        {part.isWidget ? (
          <Trans>
            {number}. {type}
          </Trans>
        ) : part.children.length > 0 ? (
          <Trans>
            {number}. {type}, its parts below
          </Trans>
        ) : (
          <Trans>
            {number}. Part kept as it is ({type})
          </Trans>
        )}
      </legend>
      <div className={fieldRow}>
        <label htmlFor={`field-widgets-${id}-_position`}>
          {part.path.includes('/') ? (
            <Trans>Position in its part (the parts are shown from the smallest number)</Trans>
          ) : (
            <Trans>Position (the parts are shown from the smallest number)</Trans>
          )}
        </label>
        <input
          id={`field-widgets-${id}-_position`}
          className={quantityInput}
          name={`${prefix}._position`}
          type="number"
          min={1}
          defaultValue={typed(`${prefix}._position`, String(Number(part.path.split('/').at(-1)) + 1))}
        />
      </div>
      <div className={fieldRow}>
        <span>
          <input
            id={`field-widgets-${id}-_remove`}
            name={`${prefix}._remove`}
            type="checkbox"
            value="1"
            defaultChecked={sentBack ? Boolean(sentBack.values[`${prefix}._remove`]) : false}
          />{' '}
          <label htmlFor={`field-widgets-${id}-_remove`}>
            <Trans>Remove it when saving</Trans>
          </label>
        </span>
      </div>
      {part.isWidget
        ? part.fields.map((spec) => (
            <WidgetField
              key={spec.path}
              path={part.path}
              spec={spec}
              value={typed(`${prefix}.${spec.path}`, part.values[spec.path] ?? '')}
              error={sentBack?.fields[`${prefix}.${spec.path}`]}
              library={library}
            />
          ))
        : null}
      {part.children.map((child) => (
        <PartFields key={child.path} part={child} sentBack={sentBack} library={library} />
      ))}
      <AddInside part={part} sentBack={sentBack} />
    </fieldset>
  )
}

/**
 * The form of a content's widgets (docs/back-office.md#content): each part in its order, as a
 * fieldset with its position and a box to remove it; each widget's fields (products by SKU,
 * pictures from the media library or the products' uploads, each shown small beside its field,
 * links, texts, choices); the parts a row, a slider or a slide holds, each in its own fieldset
 * inside its part's, named by its path (`widgets.2/0.title`); a widget type to add at the end of
 * the content, and one to add inside each row, slider or slide (`widgets.2/0._add`).
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
  mediaLibrary: WidgetMedia[]
  addable: string[]
}) {
  const { i18n, t } = useLingui()
  const typed = (name: string, stored: string) => (sentBack ? (sentBack.values[name] ?? '') : stored)
  const typeLabel = (type: string) => (WIDGET_LABELS[type] ? i18n._(WIDGET_LABELS[type]) : type)
  const library = new Map(mediaLibrary.map((media) => [media.id, media]))
  return (
    <>
      <input type="hidden" name="widgetsSent" value="1" />
      <input type="hidden" name="widgetCount" value={parts.length} />
      <datalist id={MEDIA_LIST_ID}>
        {mediaLibrary.map((media) => (
          <option key={media.id} value={media.id}>
            {media.product ? t`${media.alt} (product ${media.product.sku})` : media.alt}
          </option>
        ))}
      </datalist>
      {parts.map((part) => (
        <PartFields key={part.path} part={part} sentBack={sentBack} library={library} />
      ))}
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
