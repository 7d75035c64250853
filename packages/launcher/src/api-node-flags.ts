/**
 * Node's flags for an API process, wherever one is started (npm start, npm run dev, the test kit's and
 * the bench's stacks; docker/Dockerfile.api spells them out): a 32 MB young generation (V8's
 * semi-space; Node 20's default is 16 MB), so a busy API collects its short-lived objects (rows, DTOs,
 * JSON) less often (decision 0039). The cluster's processes inherit them from the primary.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];
