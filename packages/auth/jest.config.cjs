module.exports = require('../../jest.preset.cjs').preset('dom');
