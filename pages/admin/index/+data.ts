// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadDashboard } from '../../../domain/backoffice/dashboard.ts'

/** The dashboard's counts. */
export async function data(pageContext: PageContextServer) {
  const { db, now } = pageContext.admin!
  return { figures: await loadDashboard(db, now) }
}

export type DashboardData = Awaited<ReturnType<typeof data>>
