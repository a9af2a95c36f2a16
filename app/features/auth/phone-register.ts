/**
 * The adverts area's registration by phone (accounts spec 5, 7): the phone as typed becomes what
 * POST /api/register/ gets. The rule lives with the adverts contract (#contract/advert-rules.ts):
 * an advert's contact phones follow it too (cold review r43 point 8).
 */
export { registrationPhone } from '#contract/advert-rules.ts'
