export default class ActionController {
  async show() {
    return { inputs: ['api-public-key', 'api-secret-key', 'path'], trigger: 'release' }
  }
}
