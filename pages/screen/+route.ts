// https://vike.dev/route
// Stand-alone screens (maintenance, offline, …) are rendered through this internal route.
export default '/__screen/@screen'
