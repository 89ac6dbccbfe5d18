/** The one error type services throw; the error handler turns it into `{statusCode, code, message}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, code = 'BAD_REQUEST') {
    return new AppError(400, code, message);
  }
  static unauthorized(message: string) {
    return new AppError(401, 'UNAUTHORIZED', message);
  }
  static forbidden(message: string, code = 'FORBIDDEN') {
    return new AppError(403, code, message);
  }
  static notFound(message: string) {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static conflict(message: string, code = 'CONFLICT') {
    return new AppError(409, code, message);
  }
}
