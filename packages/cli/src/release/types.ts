/* The git-deploy API's answers this client reads (@sceau/api-client's types, generated from the OpenAPI document). */
import type { ApiAnswer } from '@sceau/api-client'

export type ReleaseStart = ApiAnswer<'/api/v2/git-deploy/releases', 'post', 201>
export type ReleaseView = ApiAnswer<'/api/v2/git-deploy/releases/{id}', 'get'>['release']
