export default class FormatsController {
  async show() {
    return { archive: 'WARC/1.1', screenshot: 'image/png' }
  }
}
