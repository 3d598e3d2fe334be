module.exports = require('../../jest.preset.cjs').preset('node');
