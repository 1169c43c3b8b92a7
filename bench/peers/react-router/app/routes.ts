import { type RouteConfig, route } from '@react-router/dev/routes'

export default [route('category', 'routes/category.tsx')] satisfies RouteConfig
