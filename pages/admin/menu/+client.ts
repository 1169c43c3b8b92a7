// https://vike.dev/client
// Drag and drop over the menu's "move up/down" forms (components/admin/startDragReorder.ts).
import { startDragReorder } from '../../../components/admin/startDragReorder.ts'

startDragReorder()
