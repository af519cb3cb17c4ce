/**
 * A 400 whose data names the field, in PocketBase's own error format, so the
 * admin shows the message under that field and the site's forms can too.
 */
export function fieldError(field: string, message: string, code = "invalid"): Error {
  return new BadRequestError(message, { [field]: new ValidationError(`validation_${code}`, message) }) as unknown as Error;
}
