// https://vike.dev/route
// Transactional e-mails are rendered through this internal route by the outbox worker.
export default '/__email/@template'
