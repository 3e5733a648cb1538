// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"use strict";
export const validateConfigMessage = validate10;
const schema11 = {
  allOf: [
    {
      type: "object",
      properties: {
        model: { type: "string", minLength: 1, maxLength: 128, pattern: "^[a-z0-9][a-z0-9._-]*$" },
        enable_speaker_diarization: { type: "boolean" },
        enable_streaming: { type: "boolean" },
        translation: {
          oneOf: [
            {
              type: "object",
              required: ["type", "target_language"],
              properties: {
                type: { type: "string", const: "one_way" },
                target_language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
              },
              additionalProperties: false,
            },
            {
              type: "object",
              required: ["type", "language_a", "language_b"],
              properties: {
                type: { type: "string", const: "two_way" },
                language_a: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
                language_b: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
              },
              additionalProperties: false,
            },
          ],
        },
        context: {
          type: "object",
          properties: {
            general: {
              type: "array",
              maxItems: 100,
              items: {
                type: "object",
                required: ["key", "value"],
                properties: {
                  key: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                  value: { type: "string", maxLength: 1000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                },
                additionalProperties: false,
              },
            },
            text: { type: "string", maxLength: 10000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
            terms: {
              type: "array",
              maxItems: 1000,
              items: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            },
            translation_terms: {
              type: "array",
              maxItems: 1000,
              items: {
                type: "object",
                required: ["source", "target"],
                properties: {
                  source: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                  target: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
        language_hints: {
          type: "array",
          maxItems: 100,
          items: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
        },
        enable_language_identification: { type: "boolean" },
        client_reference_id: { type: "string", maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
      },
    },
    {
      type: "object",
      required: ["model", "audio_format"],
      additionalProperties: false,
      properties: {
        model: { type: "string", minLength: 1, maxLength: 128, pattern: "^[a-z0-9][a-z0-9._-]*$" },
        audio_format: {
          type: "string",
          enum: ["auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw"],
        },
        sample_rate: { type: "integer", format: "int32", minimum: 8000, maximum: 96000 },
        num_channels: { type: "integer", format: "int32", minimum: 1, maximum: 8 },
        enable_speaker_diarization: { type: "boolean" },
        enable_streaming: { type: "boolean" },
        translation: {
          oneOf: [
            {
              type: "object",
              required: ["type", "target_language"],
              properties: {
                type: { type: "string", const: "one_way" },
                target_language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
              },
              additionalProperties: false,
            },
            {
              type: "object",
              required: ["type", "language_a", "language_b"],
              properties: {
                type: { type: "string", const: "two_way" },
                language_a: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
                language_b: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
              },
              additionalProperties: false,
            },
          ],
        },
        context: {
          type: "object",
          properties: {
            general: {
              type: "array",
              maxItems: 100,
              items: {
                type: "object",
                required: ["key", "value"],
                properties: {
                  key: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                  value: { type: "string", maxLength: 1000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                },
                additionalProperties: false,
              },
            },
            text: { type: "string", maxLength: 10000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
            terms: {
              type: "array",
              maxItems: 1000,
              items: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            },
            translation_terms: {
              type: "array",
              maxItems: 1000,
              items: {
                type: "object",
                required: ["source", "target"],
                properties: {
                  source: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                  target: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
        language_hints: {
          type: "array",
          maxItems: 100,
          items: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
        },
        enable_language_identification: { type: "boolean" },
        client_reference_id: { type: "string", maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
        enable_endpoint_detection: { type: "boolean" },
        audio_offset_ms: { type: "integer", format: "int64", minimum: 0, maximum: 604800000 },
        api_key: { type: "string", maxLength: 256, pattern: "^[\\x21-\\x7E]+$" },
      },
    },
    {
      anyOf: [
        { type: "object", properties: { audio_format: { enum: ["auto", "wav", "mp3", "ogg", "webm", "flac"] } } },
        { type: "object", required: ["sample_rate", "num_channels"] },
      ],
    },
  ],
};
const pattern0 = /*#__PURE__*/ new RegExp("^[a-z0-9][a-z0-9._-]*$", "u");
const pattern1 = /*#__PURE__*/ new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", "u");
const pattern4 = /*#__PURE__*/ new RegExp("^[^\\x00-\\x1F\\x7F]*$", "u");
const pattern5 = /*#__PURE__*/ new RegExp("^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$", "u");
const pattern24 = /*#__PURE__*/ new RegExp("^[\\x21-\\x7E]+$", "u");
const func2 = Object.prototype.hasOwnProperty;

function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if (errors === _errs0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.model !== undefined) {
        let data0 = data.model;
        const _errs2 = errors;
        if (errors === _errs2) {
          if (typeof data0 === "string") {
            if (data0.length > 128) {
              validate10.errors = [
                {
                  instancePath: instancePath + "/model",
                  schemaPath: "#/allOf/0/properties/model/maxLength",
                  keyword: "maxLength",
                  params: { limit: 128 },
                  message: "must NOT have more than 128 characters",
                },
              ];
              return false;
            } else {
              if (data0.length < 1) {
                validate10.errors = [
                  {
                    instancePath: instancePath + "/model",
                    schemaPath: "#/allOf/0/properties/model/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  },
                ];
                return false;
              } else {
                if (!pattern0.test(data0)) {
                  validate10.errors = [
                    {
                      instancePath: instancePath + "/model",
                      schemaPath: "#/allOf/0/properties/model/pattern",
                      keyword: "pattern",
                      params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
                      message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
                    },
                  ];
                  return false;
                }
              }
            }
          } else {
            validate10.errors = [
              {
                instancePath: instancePath + "/model",
                schemaPath: "#/allOf/0/properties/model/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              },
            ];
            return false;
          }
        }
        var valid1 = _errs2 === errors;
      } else {
        var valid1 = true;
      }
      if (valid1) {
        if (data.enable_speaker_diarization !== undefined) {
          const _errs4 = errors;
          if (typeof data.enable_speaker_diarization !== "boolean") {
            validate10.errors = [
              {
                instancePath: instancePath + "/enable_speaker_diarization",
                schemaPath: "#/allOf/0/properties/enable_speaker_diarization/type",
                keyword: "type",
                params: { type: "boolean" },
                message: "must be boolean",
              },
            ];
            return false;
          }
          var valid1 = _errs4 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.enable_streaming !== undefined) {
            const _errs6 = errors;
            if (typeof data.enable_streaming !== "boolean") {
              validate10.errors = [
                {
                  instancePath: instancePath + "/enable_streaming",
                  schemaPath: "#/allOf/0/properties/enable_streaming/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                },
              ];
              return false;
            }
            var valid1 = _errs6 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.translation !== undefined) {
              let data3 = data.translation;
              const _errs8 = errors;
              const _errs9 = errors;
              let valid2 = false;
              let passing0 = null;
              const _errs10 = errors;
              if (errors === _errs10) {
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                  let missing0;
                  if (
                    (data3.type === undefined && (missing0 = "type")) ||
                    (data3.target_language === undefined && (missing0 = "target_language"))
                  ) {
                    const err0 = {
                      instancePath: instancePath + "/translation",
                      schemaPath: "#/allOf/0/properties/translation/oneOf/0/required",
                      keyword: "required",
                      params: { missingProperty: missing0 },
                      message: "must have required property '" + missing0 + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err0];
                    } else {
                      vErrors.push(err0);
                    }
                    errors++;
                  } else {
                    const _errs12 = errors;
                    for (const key0 in data3) {
                      if (!(key0 === "type" || key0 === "target_language")) {
                        const err1 = {
                          instancePath: instancePath + "/translation",
                          schemaPath: "#/allOf/0/properties/translation/oneOf/0/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key0 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err1];
                        } else {
                          vErrors.push(err1);
                        }
                        errors++;
                        break;
                      }
                    }
                    if (_errs12 === errors) {
                      if (data3.type !== undefined) {
                        let data4 = data3.type;
                        const _errs13 = errors;
                        if (typeof data4 !== "string") {
                          const err2 = {
                            instancePath: instancePath + "/translation/type",
                            schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/type/type",
                            keyword: "type",
                            params: { type: "string" },
                            message: "must be string",
                          };
                          if (vErrors === null) {
                            vErrors = [err2];
                          } else {
                            vErrors.push(err2);
                          }
                          errors++;
                        }
                        if ("one_way" !== data4) {
                          const err3 = {
                            instancePath: instancePath + "/translation/type",
                            schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/type/const",
                            keyword: "const",
                            params: { allowedValue: "one_way" },
                            message: "must be equal to constant",
                          };
                          if (vErrors === null) {
                            vErrors = [err3];
                          } else {
                            vErrors.push(err3);
                          }
                          errors++;
                        }
                        var valid3 = _errs13 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data3.target_language !== undefined) {
                          let data5 = data3.target_language;
                          const _errs15 = errors;
                          if (errors === _errs15) {
                            if (typeof data5 === "string") {
                              if (data5.length > 12) {
                                const err4 = {
                                  instancePath: instancePath + "/translation/target_language",
                                  schemaPath:
                                    "#/allOf/0/properties/translation/oneOf/0/properties/target_language/maxLength",
                                  keyword: "maxLength",
                                  params: { limit: 12 },
                                  message: "must NOT have more than 12 characters",
                                };
                                if (vErrors === null) {
                                  vErrors = [err4];
                                } else {
                                  vErrors.push(err4);
                                }
                                errors++;
                              } else {
                                if (!pattern1.test(data5)) {
                                  const err5 = {
                                    instancePath: instancePath + "/translation/target_language",
                                    schemaPath:
                                      "#/allOf/0/properties/translation/oneOf/0/properties/target_language/pattern",
                                    keyword: "pattern",
                                    params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                    message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                  };
                                  if (vErrors === null) {
                                    vErrors = [err5];
                                  } else {
                                    vErrors.push(err5);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err6 = {
                                instancePath: instancePath + "/translation/target_language",
                                schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/target_language/type",
                                keyword: "type",
                                params: { type: "string" },
                                message: "must be string",
                              };
                              if (vErrors === null) {
                                vErrors = [err6];
                              } else {
                                vErrors.push(err6);
                              }
                              errors++;
                            }
                          }
                          var valid3 = _errs15 === errors;
                        } else {
                          var valid3 = true;
                        }
                      }
                    }
                  }
                } else {
                  const err7 = {
                    instancePath: instancePath + "/translation",
                    schemaPath: "#/allOf/0/properties/translation/oneOf/0/type",
                    keyword: "type",
                    params: { type: "object" },
                    message: "must be object",
                  };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              }
              var _valid0 = _errs10 === errors;
              if (_valid0) {
                valid2 = true;
                passing0 = 0;
              }
              const _errs17 = errors;
              if (errors === _errs17) {
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                  let missing1;
                  if (
                    (data3.type === undefined && (missing1 = "type")) ||
                    (data3.language_a === undefined && (missing1 = "language_a")) ||
                    (data3.language_b === undefined && (missing1 = "language_b"))
                  ) {
                    const err8 = {
                      instancePath: instancePath + "/translation",
                      schemaPath: "#/allOf/0/properties/translation/oneOf/1/required",
                      keyword: "required",
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  } else {
                    const _errs19 = errors;
                    for (const key1 in data3) {
                      if (!(key1 === "type" || key1 === "language_a" || key1 === "language_b")) {
                        const err9 = {
                          instancePath: instancePath + "/translation",
                          schemaPath: "#/allOf/0/properties/translation/oneOf/1/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key1 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err9];
                        } else {
                          vErrors.push(err9);
                        }
                        errors++;
                        break;
                      }
                    }
                    if (_errs19 === errors) {
                      if (data3.type !== undefined) {
                        let data6 = data3.type;
                        const _errs20 = errors;
                        if (typeof data6 !== "string") {
                          const err10 = {
                            instancePath: instancePath + "/translation/type",
                            schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/type/type",
                            keyword: "type",
                            params: { type: "string" },
                            message: "must be string",
                          };
                          if (vErrors === null) {
                            vErrors = [err10];
                          } else {
                            vErrors.push(err10);
                          }
                          errors++;
                        }
                        if ("two_way" !== data6) {
                          const err11 = {
                            instancePath: instancePath + "/translation/type",
                            schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/type/const",
                            keyword: "const",
                            params: { allowedValue: "two_way" },
                            message: "must be equal to constant",
                          };
                          if (vErrors === null) {
                            vErrors = [err11];
                          } else {
                            vErrors.push(err11);
                          }
                          errors++;
                        }
                        var valid4 = _errs20 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data3.language_a !== undefined) {
                          let data7 = data3.language_a;
                          const _errs22 = errors;
                          if (errors === _errs22) {
                            if (typeof data7 === "string") {
                              if (data7.length > 12) {
                                const err12 = {
                                  instancePath: instancePath + "/translation/language_a",
                                  schemaPath:
                                    "#/allOf/0/properties/translation/oneOf/1/properties/language_a/maxLength",
                                  keyword: "maxLength",
                                  params: { limit: 12 },
                                  message: "must NOT have more than 12 characters",
                                };
                                if (vErrors === null) {
                                  vErrors = [err12];
                                } else {
                                  vErrors.push(err12);
                                }
                                errors++;
                              } else {
                                if (!pattern1.test(data7)) {
                                  const err13 = {
                                    instancePath: instancePath + "/translation/language_a",
                                    schemaPath:
                                      "#/allOf/0/properties/translation/oneOf/1/properties/language_a/pattern",
                                    keyword: "pattern",
                                    params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                    message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                  };
                                  if (vErrors === null) {
                                    vErrors = [err13];
                                  } else {
                                    vErrors.push(err13);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err14 = {
                                instancePath: instancePath + "/translation/language_a",
                                schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_a/type",
                                keyword: "type",
                                params: { type: "string" },
                                message: "must be string",
                              };
                              if (vErrors === null) {
                                vErrors = [err14];
                              } else {
                                vErrors.push(err14);
                              }
                              errors++;
                            }
                          }
                          var valid4 = _errs22 === errors;
                        } else {
                          var valid4 = true;
                        }
                        if (valid4) {
                          if (data3.language_b !== undefined) {
                            let data8 = data3.language_b;
                            const _errs24 = errors;
                            if (errors === _errs24) {
                              if (typeof data8 === "string") {
                                if (data8.length > 12) {
                                  const err15 = {
                                    instancePath: instancePath + "/translation/language_b",
                                    schemaPath:
                                      "#/allOf/0/properties/translation/oneOf/1/properties/language_b/maxLength",
                                    keyword: "maxLength",
                                    params: { limit: 12 },
                                    message: "must NOT have more than 12 characters",
                                  };
                                  if (vErrors === null) {
                                    vErrors = [err15];
                                  } else {
                                    vErrors.push(err15);
                                  }
                                  errors++;
                                } else {
                                  if (!pattern1.test(data8)) {
                                    const err16 = {
                                      instancePath: instancePath + "/translation/language_b",
                                      schemaPath:
                                        "#/allOf/0/properties/translation/oneOf/1/properties/language_b/pattern",
                                      keyword: "pattern",
                                      params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                      message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                    };
                                    if (vErrors === null) {
                                      vErrors = [err16];
                                    } else {
                                      vErrors.push(err16);
                                    }
                                    errors++;
                                  }
                                }
                              } else {
                                const err17 = {
                                  instancePath: instancePath + "/translation/language_b",
                                  schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_b/type",
                                  keyword: "type",
                                  params: { type: "string" },
                                  message: "must be string",
                                };
                                if (vErrors === null) {
                                  vErrors = [err17];
                                } else {
                                  vErrors.push(err17);
                                }
                                errors++;
                              }
                            }
                            var valid4 = _errs24 === errors;
                          } else {
                            var valid4 = true;
                          }
                        }
                      }
                    }
                  }
                } else {
                  const err18 = {
                    instancePath: instancePath + "/translation",
                    schemaPath: "#/allOf/0/properties/translation/oneOf/1/type",
                    keyword: "type",
                    params: { type: "object" },
                    message: "must be object",
                  };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              var _valid0 = _errs17 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 1];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 1;
                }
              }
              if (!valid2) {
                const err19 = {
                  instancePath: instancePath + "/translation",
                  schemaPath: "#/allOf/0/properties/translation/oneOf",
                  keyword: "oneOf",
                  params: { passingSchemas: passing0 },
                  message: "must match exactly one schema in oneOf",
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
                validate10.errors = vErrors;
                return false;
              } else {
                errors = _errs9;
                if (vErrors !== null) {
                  if (_errs9) {
                    vErrors.length = _errs9;
                  } else {
                    vErrors = null;
                  }
                }
              }
              var valid1 = _errs8 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.context !== undefined) {
                let data9 = data.context;
                const _errs26 = errors;
                if (errors === _errs26) {
                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                    const _errs28 = errors;
                    for (const key2 in data9) {
                      if (
                        !(key2 === "general" || key2 === "text" || key2 === "terms" || key2 === "translation_terms")
                      ) {
                        validate10.errors = [
                          {
                            instancePath: instancePath + "/context",
                            schemaPath: "#/allOf/0/properties/context/additionalProperties",
                            keyword: "additionalProperties",
                            params: { additionalProperty: key2 },
                            message: "must NOT have additional properties",
                          },
                        ];
                        return false;
                        break;
                      }
                    }
                    if (_errs28 === errors) {
                      if (data9.general !== undefined) {
                        let data10 = data9.general;
                        const _errs29 = errors;
                        if (errors === _errs29) {
                          if (Array.isArray(data10)) {
                            if (data10.length > 100) {
                              validate10.errors = [
                                {
                                  instancePath: instancePath + "/context/general",
                                  schemaPath: "#/allOf/0/properties/context/properties/general/maxItems",
                                  keyword: "maxItems",
                                  params: { limit: 100 },
                                  message: "must NOT have more than 100 items",
                                },
                              ];
                              return false;
                            } else {
                              var valid6 = true;
                              const len0 = data10.length;
                              for (let i0 = 0; i0 < len0; i0++) {
                                let data11 = data10[i0];
                                const _errs31 = errors;
                                if (errors === _errs31) {
                                  if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                    let missing2;
                                    if (
                                      (data11.key === undefined && (missing2 = "key")) ||
                                      (data11.value === undefined && (missing2 = "value"))
                                    ) {
                                      validate10.errors = [
                                        {
                                          instancePath: instancePath + "/context/general/" + i0,
                                          schemaPath: "#/allOf/0/properties/context/properties/general/items/required",
                                          keyword: "required",
                                          params: { missingProperty: missing2 },
                                          message: "must have required property '" + missing2 + "'",
                                        },
                                      ];
                                      return false;
                                    } else {
                                      const _errs33 = errors;
                                      for (const key3 in data11) {
                                        if (!(key3 === "key" || key3 === "value")) {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/context/general/" + i0,
                                              schemaPath:
                                                "#/allOf/0/properties/context/properties/general/items/additionalProperties",
                                              keyword: "additionalProperties",
                                              params: { additionalProperty: key3 },
                                              message: "must NOT have additional properties",
                                            },
                                          ];
                                          return false;
                                          break;
                                        }
                                      }
                                      if (_errs33 === errors) {
                                        if (data11.key !== undefined) {
                                          let data12 = data11.key;
                                          const _errs34 = errors;
                                          if (errors === _errs34) {
                                            if (typeof data12 === "string") {
                                              if (data12.length > 256) {
                                                validate10.errors = [
                                                  {
                                                    instancePath: instancePath + "/context/general/" + i0 + "/key",
                                                    schemaPath:
                                                      "#/allOf/0/properties/context/properties/general/items/properties/key/maxLength",
                                                    keyword: "maxLength",
                                                    params: { limit: 256 },
                                                    message: "must NOT have more than 256 characters",
                                                  },
                                                ];
                                                return false;
                                              } else {
                                                if (data12.length < 1) {
                                                  validate10.errors = [
                                                    {
                                                      instancePath: instancePath + "/context/general/" + i0 + "/key",
                                                      schemaPath:
                                                        "#/allOf/0/properties/context/properties/general/items/properties/key/minLength",
                                                      keyword: "minLength",
                                                      params: { limit: 1 },
                                                      message: "must NOT have fewer than 1 characters",
                                                    },
                                                  ];
                                                  return false;
                                                } else {
                                                  if (!pattern4.test(data12)) {
                                                    validate10.errors = [
                                                      {
                                                        instancePath: instancePath + "/context/general/" + i0 + "/key",
                                                        schemaPath:
                                                          "#/allOf/0/properties/context/properties/general/items/properties/key/pattern",
                                                        keyword: "pattern",
                                                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                        message:
                                                          'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                              }
                                            } else {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/context/general/" + i0 + "/key",
                                                  schemaPath:
                                                    "#/allOf/0/properties/context/properties/general/items/properties/key/type",
                                                  keyword: "type",
                                                  params: { type: "string" },
                                                  message: "must be string",
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid7 = _errs34 === errors;
                                        } else {
                                          var valid7 = true;
                                        }
                                        if (valid7) {
                                          if (data11.value !== undefined) {
                                            let data13 = data11.value;
                                            const _errs36 = errors;
                                            if (errors === _errs36) {
                                              if (typeof data13 === "string") {
                                                if (data13.length > 1000) {
                                                  validate10.errors = [
                                                    {
                                                      instancePath: instancePath + "/context/general/" + i0 + "/value",
                                                      schemaPath:
                                                        "#/allOf/0/properties/context/properties/general/items/properties/value/maxLength",
                                                      keyword: "maxLength",
                                                      params: { limit: 1000 },
                                                      message: "must NOT have more than 1000 characters",
                                                    },
                                                  ];
                                                  return false;
                                                } else {
                                                  if (!pattern5.test(data13)) {
                                                    validate10.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + "/context/general/" + i0 + "/value",
                                                        schemaPath:
                                                          "#/allOf/0/properties/context/properties/general/items/properties/value/pattern",
                                                        keyword: "pattern",
                                                        params: {
                                                          pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                                        },
                                                        message:
                                                          'must match pattern "' +
                                                          "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" +
                                                          '"',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [
                                                  {
                                                    instancePath: instancePath + "/context/general/" + i0 + "/value",
                                                    schemaPath:
                                                      "#/allOf/0/properties/context/properties/general/items/properties/value/type",
                                                    keyword: "type",
                                                    params: { type: "string" },
                                                    message: "must be string",
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                            var valid7 = _errs36 === errors;
                                          } else {
                                            var valid7 = true;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate10.errors = [
                                      {
                                        instancePath: instancePath + "/context/general/" + i0,
                                        schemaPath: "#/allOf/0/properties/context/properties/general/items/type",
                                        keyword: "type",
                                        params: { type: "object" },
                                        message: "must be object",
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid6 = _errs31 === errors;
                                if (!valid6) {
                                  break;
                                }
                              }
                            }
                          } else {
                            validate10.errors = [
                              {
                                instancePath: instancePath + "/context/general",
                                schemaPath: "#/allOf/0/properties/context/properties/general/type",
                                keyword: "type",
                                params: { type: "array" },
                                message: "must be array",
                              },
                            ];
                            return false;
                          }
                        }
                        var valid5 = _errs29 === errors;
                      } else {
                        var valid5 = true;
                      }
                      if (valid5) {
                        if (data9.text !== undefined) {
                          let data14 = data9.text;
                          const _errs38 = errors;
                          if (errors === _errs38) {
                            if (typeof data14 === "string") {
                              if (data14.length > 10000) {
                                validate10.errors = [
                                  {
                                    instancePath: instancePath + "/context/text",
                                    schemaPath: "#/allOf/0/properties/context/properties/text/maxLength",
                                    keyword: "maxLength",
                                    params: { limit: 10000 },
                                    message: "must NOT have more than 10000 characters",
                                  },
                                ];
                                return false;
                              } else {
                                if (!pattern5.test(data14)) {
                                  validate10.errors = [
                                    {
                                      instancePath: instancePath + "/context/text",
                                      schemaPath: "#/allOf/0/properties/context/properties/text/pattern",
                                      keyword: "pattern",
                                      params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                                      message:
                                        'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            } else {
                              validate10.errors = [
                                {
                                  instancePath: instancePath + "/context/text",
                                  schemaPath: "#/allOf/0/properties/context/properties/text/type",
                                  keyword: "type",
                                  params: { type: "string" },
                                  message: "must be string",
                                },
                              ];
                              return false;
                            }
                          }
                          var valid5 = _errs38 === errors;
                        } else {
                          var valid5 = true;
                        }
                        if (valid5) {
                          if (data9.terms !== undefined) {
                            let data15 = data9.terms;
                            const _errs40 = errors;
                            if (errors === _errs40) {
                              if (Array.isArray(data15)) {
                                if (data15.length > 1000) {
                                  validate10.errors = [
                                    {
                                      instancePath: instancePath + "/context/terms",
                                      schemaPath: "#/allOf/0/properties/context/properties/terms/maxItems",
                                      keyword: "maxItems",
                                      params: { limit: 1000 },
                                      message: "must NOT have more than 1000 items",
                                    },
                                  ];
                                  return false;
                                } else {
                                  var valid8 = true;
                                  const len1 = data15.length;
                                  for (let i1 = 0; i1 < len1; i1++) {
                                    let data16 = data15[i1];
                                    const _errs42 = errors;
                                    if (errors === _errs42) {
                                      if (typeof data16 === "string") {
                                        if (data16.length > 256) {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/context/terms/" + i1,
                                              schemaPath:
                                                "#/allOf/0/properties/context/properties/terms/items/maxLength",
                                              keyword: "maxLength",
                                              params: { limit: 256 },
                                              message: "must NOT have more than 256 characters",
                                            },
                                          ];
                                          return false;
                                        } else {
                                          if (data16.length < 1) {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/context/terms/" + i1,
                                                schemaPath:
                                                  "#/allOf/0/properties/context/properties/terms/items/minLength",
                                                keyword: "minLength",
                                                params: { limit: 1 },
                                                message: "must NOT have fewer than 1 characters",
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (!pattern4.test(data16)) {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/context/terms/" + i1,
                                                  schemaPath:
                                                    "#/allOf/0/properties/context/properties/terms/items/pattern",
                                                  keyword: "pattern",
                                                  params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                  message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                      } else {
                                        validate10.errors = [
                                          {
                                            instancePath: instancePath + "/context/terms/" + i1,
                                            schemaPath: "#/allOf/0/properties/context/properties/terms/items/type",
                                            keyword: "type",
                                            params: { type: "string" },
                                            message: "must be string",
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                    var valid8 = _errs42 === errors;
                                    if (!valid8) {
                                      break;
                                    }
                                  }
                                }
                              } else {
                                validate10.errors = [
                                  {
                                    instancePath: instancePath + "/context/terms",
                                    schemaPath: "#/allOf/0/properties/context/properties/terms/type",
                                    keyword: "type",
                                    params: { type: "array" },
                                    message: "must be array",
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid5 = _errs40 === errors;
                          } else {
                            var valid5 = true;
                          }
                          if (valid5) {
                            if (data9.translation_terms !== undefined) {
                              let data17 = data9.translation_terms;
                              const _errs44 = errors;
                              if (errors === _errs44) {
                                if (Array.isArray(data17)) {
                                  if (data17.length > 1000) {
                                    validate10.errors = [
                                      {
                                        instancePath: instancePath + "/context/translation_terms",
                                        schemaPath:
                                          "#/allOf/0/properties/context/properties/translation_terms/maxItems",
                                        keyword: "maxItems",
                                        params: { limit: 1000 },
                                        message: "must NOT have more than 1000 items",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    var valid9 = true;
                                    const len2 = data17.length;
                                    for (let i2 = 0; i2 < len2; i2++) {
                                      let data18 = data17[i2];
                                      const _errs46 = errors;
                                      if (errors === _errs46) {
                                        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                          let missing3;
                                          if (
                                            (data18.source === undefined && (missing3 = "source")) ||
                                            (data18.target === undefined && (missing3 = "target"))
                                          ) {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/context/translation_terms/" + i2,
                                                schemaPath:
                                                  "#/allOf/0/properties/context/properties/translation_terms/items/required",
                                                keyword: "required",
                                                params: { missingProperty: missing3 },
                                                message: "must have required property '" + missing3 + "'",
                                              },
                                            ];
                                            return false;
                                          } else {
                                            const _errs48 = errors;
                                            for (const key4 in data18) {
                                              if (!(key4 === "source" || key4 === "target")) {
                                                validate10.errors = [
                                                  {
                                                    instancePath: instancePath + "/context/translation_terms/" + i2,
                                                    schemaPath:
                                                      "#/allOf/0/properties/context/properties/translation_terms/items/additionalProperties",
                                                    keyword: "additionalProperties",
                                                    params: { additionalProperty: key4 },
                                                    message: "must NOT have additional properties",
                                                  },
                                                ];
                                                return false;
                                                break;
                                              }
                                            }
                                            if (_errs48 === errors) {
                                              if (data18.source !== undefined) {
                                                let data19 = data18.source;
                                                const _errs49 = errors;
                                                if (errors === _errs49) {
                                                  if (typeof data19 === "string") {
                                                    if (data19.length > 256) {
                                                      validate10.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            "/context/translation_terms/" +
                                                            i2 +
                                                            "/source",
                                                          schemaPath:
                                                            "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/maxLength",
                                                          keyword: "maxLength",
                                                          params: { limit: 256 },
                                                          message: "must NOT have more than 256 characters",
                                                        },
                                                      ];
                                                      return false;
                                                    } else {
                                                      if (data19.length < 1) {
                                                        validate10.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              "/context/translation_terms/" +
                                                              i2 +
                                                              "/source",
                                                            schemaPath:
                                                              "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/minLength",
                                                            keyword: "minLength",
                                                            params: { limit: 1 },
                                                            message: "must NOT have fewer than 1 characters",
                                                          },
                                                        ];
                                                        return false;
                                                      } else {
                                                        if (!pattern4.test(data19)) {
                                                          validate10.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                "/context/translation_terms/" +
                                                                i2 +
                                                                "/source",
                                                              schemaPath:
                                                                "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/pattern",
                                                              keyword: "pattern",
                                                              params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                              message:
                                                                'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + "/context/translation_terms/" + i2 + "/source",
                                                        schemaPath:
                                                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/type",
                                                        keyword: "type",
                                                        params: { type: "string" },
                                                        message: "must be string",
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid10 = _errs49 === errors;
                                              } else {
                                                var valid10 = true;
                                              }
                                              if (valid10) {
                                                if (data18.target !== undefined) {
                                                  let data20 = data18.target;
                                                  const _errs51 = errors;
                                                  if (errors === _errs51) {
                                                    if (typeof data20 === "string") {
                                                      if (data20.length > 256) {
                                                        validate10.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              "/context/translation_terms/" +
                                                              i2 +
                                                              "/target",
                                                            schemaPath:
                                                              "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/maxLength",
                                                            keyword: "maxLength",
                                                            params: { limit: 256 },
                                                            message: "must NOT have more than 256 characters",
                                                          },
                                                        ];
                                                        return false;
                                                      } else {
                                                        if (data20.length < 1) {
                                                          validate10.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                "/context/translation_terms/" +
                                                                i2 +
                                                                "/target",
                                                              schemaPath:
                                                                "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/minLength",
                                                              keyword: "minLength",
                                                              params: { limit: 1 },
                                                              message: "must NOT have fewer than 1 characters",
                                                            },
                                                          ];
                                                          return false;
                                                        } else {
                                                          if (!pattern4.test(data20)) {
                                                            validate10.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  "/context/translation_terms/" +
                                                                  i2 +
                                                                  "/target",
                                                                schemaPath:
                                                                  "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/pattern",
                                                                keyword: "pattern",
                                                                params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                                message:
                                                                  'must match pattern "' +
                                                                  "^[^\\x00-\\x1F\\x7F]*$" +
                                                                  '"',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            "/context/translation_terms/" +
                                                            i2 +
                                                            "/target",
                                                          schemaPath:
                                                            "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/type",
                                                          keyword: "type",
                                                          params: { type: "string" },
                                                          message: "must be string",
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                  }
                                                  var valid10 = _errs51 === errors;
                                                } else {
                                                  var valid10 = true;
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/context/translation_terms/" + i2,
                                              schemaPath:
                                                "#/allOf/0/properties/context/properties/translation_terms/items/type",
                                              keyword: "type",
                                              params: { type: "object" },
                                              message: "must be object",
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid9 = _errs46 === errors;
                                      if (!valid9) {
                                        break;
                                      }
                                    }
                                  }
                                } else {
                                  validate10.errors = [
                                    {
                                      instancePath: instancePath + "/context/translation_terms",
                                      schemaPath: "#/allOf/0/properties/context/properties/translation_terms/type",
                                      keyword: "type",
                                      params: { type: "array" },
                                      message: "must be array",
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid5 = _errs44 === errors;
                            } else {
                              var valid5 = true;
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate10.errors = [
                      {
                        instancePath: instancePath + "/context",
                        schemaPath: "#/allOf/0/properties/context/type",
                        keyword: "type",
                        params: { type: "object" },
                        message: "must be object",
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs26 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.language_hints !== undefined) {
                  let data21 = data.language_hints;
                  const _errs53 = errors;
                  if (errors === _errs53) {
                    if (Array.isArray(data21)) {
                      if (data21.length > 100) {
                        validate10.errors = [
                          {
                            instancePath: instancePath + "/language_hints",
                            schemaPath: "#/allOf/0/properties/language_hints/maxItems",
                            keyword: "maxItems",
                            params: { limit: 100 },
                            message: "must NOT have more than 100 items",
                          },
                        ];
                        return false;
                      } else {
                        var valid11 = true;
                        const len3 = data21.length;
                        for (let i3 = 0; i3 < len3; i3++) {
                          let data22 = data21[i3];
                          const _errs55 = errors;
                          if (errors === _errs55) {
                            if (typeof data22 === "string") {
                              if (data22.length > 12) {
                                validate10.errors = [
                                  {
                                    instancePath: instancePath + "/language_hints/" + i3,
                                    schemaPath: "#/allOf/0/properties/language_hints/items/maxLength",
                                    keyword: "maxLength",
                                    params: { limit: 12 },
                                    message: "must NOT have more than 12 characters",
                                  },
                                ];
                                return false;
                              } else {
                                if (!pattern1.test(data22)) {
                                  validate10.errors = [
                                    {
                                      instancePath: instancePath + "/language_hints/" + i3,
                                      schemaPath: "#/allOf/0/properties/language_hints/items/pattern",
                                      keyword: "pattern",
                                      params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                      message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            } else {
                              validate10.errors = [
                                {
                                  instancePath: instancePath + "/language_hints/" + i3,
                                  schemaPath: "#/allOf/0/properties/language_hints/items/type",
                                  keyword: "type",
                                  params: { type: "string" },
                                  message: "must be string",
                                },
                              ];
                              return false;
                            }
                          }
                          var valid11 = _errs55 === errors;
                          if (!valid11) {
                            break;
                          }
                        }
                      }
                    } else {
                      validate10.errors = [
                        {
                          instancePath: instancePath + "/language_hints",
                          schemaPath: "#/allOf/0/properties/language_hints/type",
                          keyword: "type",
                          params: { type: "array" },
                          message: "must be array",
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs53 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.enable_language_identification !== undefined) {
                    const _errs57 = errors;
                    if (typeof data.enable_language_identification !== "boolean") {
                      validate10.errors = [
                        {
                          instancePath: instancePath + "/enable_language_identification",
                          schemaPath: "#/allOf/0/properties/enable_language_identification/type",
                          keyword: "type",
                          params: { type: "boolean" },
                          message: "must be boolean",
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs57 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.client_reference_id !== undefined) {
                      let data24 = data.client_reference_id;
                      const _errs59 = errors;
                      if (errors === _errs59) {
                        if (typeof data24 === "string") {
                          if (data24.length > 256) {
                            validate10.errors = [
                              {
                                instancePath: instancePath + "/client_reference_id",
                                schemaPath: "#/allOf/0/properties/client_reference_id/maxLength",
                                keyword: "maxLength",
                                params: { limit: 256 },
                                message: "must NOT have more than 256 characters",
                              },
                            ];
                            return false;
                          } else {
                            if (!pattern4.test(data24)) {
                              validate10.errors = [
                                {
                                  instancePath: instancePath + "/client_reference_id",
                                  schemaPath: "#/allOf/0/properties/client_reference_id/pattern",
                                  keyword: "pattern",
                                  params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                  message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                                },
                              ];
                              return false;
                            }
                          }
                        } else {
                          validate10.errors = [
                            {
                              instancePath: instancePath + "/client_reference_id",
                              schemaPath: "#/allOf/0/properties/client_reference_id/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            },
                          ];
                          return false;
                        }
                      }
                      var valid1 = _errs59 === errors;
                    } else {
                      var valid1 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [
        {
          instancePath,
          schemaPath: "#/allOf/0/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        },
      ];
      return false;
    }
  }
  var valid0 = _errs0 === errors;
  if (valid0) {
    const _errs61 = errors;
    if (errors === _errs61) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing4;
        if (
          (data.model === undefined && (missing4 = "model")) ||
          (data.audio_format === undefined && (missing4 = "audio_format"))
        ) {
          validate10.errors = [
            {
              instancePath,
              schemaPath: "#/allOf/1/required",
              keyword: "required",
              params: { missingProperty: missing4 },
              message: "must have required property '" + missing4 + "'",
            },
          ];
          return false;
        } else {
          const _errs63 = errors;
          for (const key5 in data) {
            if (!func2.call(schema11.allOf[1].properties, key5)) {
              validate10.errors = [
                {
                  instancePath,
                  schemaPath: "#/allOf/1/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key5 },
                  message: "must NOT have additional properties",
                },
              ];
              return false;
              break;
            }
          }
          if (_errs63 === errors) {
            if (data.model !== undefined) {
              let data25 = data.model;
              const _errs64 = errors;
              if (errors === _errs64) {
                if (typeof data25 === "string") {
                  if (data25.length > 128) {
                    validate10.errors = [
                      {
                        instancePath: instancePath + "/model",
                        schemaPath: "#/allOf/1/properties/model/maxLength",
                        keyword: "maxLength",
                        params: { limit: 128 },
                        message: "must NOT have more than 128 characters",
                      },
                    ];
                    return false;
                  } else {
                    if (data25.length < 1) {
                      validate10.errors = [
                        {
                          instancePath: instancePath + "/model",
                          schemaPath: "#/allOf/1/properties/model/minLength",
                          keyword: "minLength",
                          params: { limit: 1 },
                          message: "must NOT have fewer than 1 characters",
                        },
                      ];
                      return false;
                    } else {
                      if (!pattern0.test(data25)) {
                        validate10.errors = [
                          {
                            instancePath: instancePath + "/model",
                            schemaPath: "#/allOf/1/properties/model/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
                            message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                } else {
                  validate10.errors = [
                    {
                      instancePath: instancePath + "/model",
                      schemaPath: "#/allOf/1/properties/model/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    },
                  ];
                  return false;
                }
              }
              var valid12 = _errs64 === errors;
            } else {
              var valid12 = true;
            }
            if (valid12) {
              if (data.audio_format !== undefined) {
                let data26 = data.audio_format;
                const _errs66 = errors;
                if (typeof data26 !== "string") {
                  validate10.errors = [
                    {
                      instancePath: instancePath + "/audio_format",
                      schemaPath: "#/allOf/1/properties/audio_format/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    },
                  ];
                  return false;
                }
                if (
                  !(
                    data26 === "auto" ||
                    data26 === "wav" ||
                    data26 === "mp3" ||
                    data26 === "ogg" ||
                    data26 === "webm" ||
                    data26 === "flac" ||
                    data26 === "pcm_s16le" ||
                    data26 === "pcm_f32le" ||
                    data26 === "mulaw" ||
                    data26 === "alaw"
                  )
                ) {
                  validate10.errors = [
                    {
                      instancePath: instancePath + "/audio_format",
                      schemaPath: "#/allOf/1/properties/audio_format/enum",
                      keyword: "enum",
                      params: { allowedValues: schema11.allOf[1].properties.audio_format.enum },
                      message: "must be equal to one of the allowed values",
                    },
                  ];
                  return false;
                }
                var valid12 = _errs66 === errors;
              } else {
                var valid12 = true;
              }
              if (valid12) {
                if (data.sample_rate !== undefined) {
                  let data27 = data.sample_rate;
                  const _errs68 = errors;
                  if (!(typeof data27 == "number" && !(data27 % 1) && !isNaN(data27) && isFinite(data27))) {
                    validate10.errors = [
                      {
                        instancePath: instancePath + "/sample_rate",
                        schemaPath: "#/allOf/1/properties/sample_rate/type",
                        keyword: "type",
                        params: { type: "integer" },
                        message: "must be integer",
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs68) {
                    if (typeof data27 == "number" && isFinite(data27)) {
                      if (data27 > 96000 || isNaN(data27)) {
                        validate10.errors = [
                          {
                            instancePath: instancePath + "/sample_rate",
                            schemaPath: "#/allOf/1/properties/sample_rate/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 96000 },
                            message: "must be <= 96000",
                          },
                        ];
                        return false;
                      } else {
                        if (data27 < 8000 || isNaN(data27)) {
                          validate10.errors = [
                            {
                              instancePath: instancePath + "/sample_rate",
                              schemaPath: "#/allOf/1/properties/sample_rate/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 8000 },
                              message: "must be >= 8000",
                            },
                          ];
                          return false;
                        }
                      }
                    }
                  }
                  var valid12 = _errs68 === errors;
                } else {
                  var valid12 = true;
                }
                if (valid12) {
                  if (data.num_channels !== undefined) {
                    let data28 = data.num_channels;
                    const _errs70 = errors;
                    if (!(typeof data28 == "number" && !(data28 % 1) && !isNaN(data28) && isFinite(data28))) {
                      validate10.errors = [
                        {
                          instancePath: instancePath + "/num_channels",
                          schemaPath: "#/allOf/1/properties/num_channels/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs70) {
                      if (typeof data28 == "number" && isFinite(data28)) {
                        if (data28 > 8 || isNaN(data28)) {
                          validate10.errors = [
                            {
                              instancePath: instancePath + "/num_channels",
                              schemaPath: "#/allOf/1/properties/num_channels/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 8 },
                              message: "must be <= 8",
                            },
                          ];
                          return false;
                        } else {
                          if (data28 < 1 || isNaN(data28)) {
                            validate10.errors = [
                              {
                                instancePath: instancePath + "/num_channels",
                                schemaPath: "#/allOf/1/properties/num_channels/minimum",
                                keyword: "minimum",
                                params: { comparison: ">=", limit: 1 },
                                message: "must be >= 1",
                              },
                            ];
                            return false;
                          }
                        }
                      }
                    }
                    var valid12 = _errs70 === errors;
                  } else {
                    var valid12 = true;
                  }
                  if (valid12) {
                    if (data.enable_speaker_diarization !== undefined) {
                      const _errs72 = errors;
                      if (typeof data.enable_speaker_diarization !== "boolean") {
                        validate10.errors = [
                          {
                            instancePath: instancePath + "/enable_speaker_diarization",
                            schemaPath: "#/allOf/1/properties/enable_speaker_diarization/type",
                            keyword: "type",
                            params: { type: "boolean" },
                            message: "must be boolean",
                          },
                        ];
                        return false;
                      }
                      var valid12 = _errs72 === errors;
                    } else {
                      var valid12 = true;
                    }
                    if (valid12) {
                      if (data.enable_streaming !== undefined) {
                        const _errs74 = errors;
                        if (typeof data.enable_streaming !== "boolean") {
                          validate10.errors = [
                            {
                              instancePath: instancePath + "/enable_streaming",
                              schemaPath: "#/allOf/1/properties/enable_streaming/type",
                              keyword: "type",
                              params: { type: "boolean" },
                              message: "must be boolean",
                            },
                          ];
                          return false;
                        }
                        var valid12 = _errs74 === errors;
                      } else {
                        var valid12 = true;
                      }
                      if (valid12) {
                        if (data.translation !== undefined) {
                          let data31 = data.translation;
                          const _errs76 = errors;
                          const _errs77 = errors;
                          let valid13 = false;
                          let passing1 = null;
                          const _errs78 = errors;
                          if (errors === _errs78) {
                            if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                              let missing5;
                              if (
                                (data31.type === undefined && (missing5 = "type")) ||
                                (data31.target_language === undefined && (missing5 = "target_language"))
                              ) {
                                const err20 = {
                                  instancePath: instancePath + "/translation",
                                  schemaPath: "#/allOf/1/properties/translation/oneOf/0/required",
                                  keyword: "required",
                                  params: { missingProperty: missing5 },
                                  message: "must have required property '" + missing5 + "'",
                                };
                                if (vErrors === null) {
                                  vErrors = [err20];
                                } else {
                                  vErrors.push(err20);
                                }
                                errors++;
                              } else {
                                const _errs80 = errors;
                                for (const key6 in data31) {
                                  if (!(key6 === "type" || key6 === "target_language")) {
                                    const err21 = {
                                      instancePath: instancePath + "/translation",
                                      schemaPath: "#/allOf/1/properties/translation/oneOf/0/additionalProperties",
                                      keyword: "additionalProperties",
                                      params: { additionalProperty: key6 },
                                      message: "must NOT have additional properties",
                                    };
                                    if (vErrors === null) {
                                      vErrors = [err21];
                                    } else {
                                      vErrors.push(err21);
                                    }
                                    errors++;
                                    break;
                                  }
                                }
                                if (_errs80 === errors) {
                                  if (data31.type !== undefined) {
                                    let data32 = data31.type;
                                    const _errs81 = errors;
                                    if (typeof data32 !== "string") {
                                      const err22 = {
                                        instancePath: instancePath + "/translation/type",
                                        schemaPath: "#/allOf/1/properties/translation/oneOf/0/properties/type/type",
                                        keyword: "type",
                                        params: { type: "string" },
                                        message: "must be string",
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err22];
                                      } else {
                                        vErrors.push(err22);
                                      }
                                      errors++;
                                    }
                                    if ("one_way" !== data32) {
                                      const err23 = {
                                        instancePath: instancePath + "/translation/type",
                                        schemaPath: "#/allOf/1/properties/translation/oneOf/0/properties/type/const",
                                        keyword: "const",
                                        params: { allowedValue: "one_way" },
                                        message: "must be equal to constant",
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err23];
                                      } else {
                                        vErrors.push(err23);
                                      }
                                      errors++;
                                    }
                                    var valid14 = _errs81 === errors;
                                  } else {
                                    var valid14 = true;
                                  }
                                  if (valid14) {
                                    if (data31.target_language !== undefined) {
                                      let data33 = data31.target_language;
                                      const _errs83 = errors;
                                      if (errors === _errs83) {
                                        if (typeof data33 === "string") {
                                          if (data33.length > 12) {
                                            const err24 = {
                                              instancePath: instancePath + "/translation/target_language",
                                              schemaPath:
                                                "#/allOf/1/properties/translation/oneOf/0/properties/target_language/maxLength",
                                              keyword: "maxLength",
                                              params: { limit: 12 },
                                              message: "must NOT have more than 12 characters",
                                            };
                                            if (vErrors === null) {
                                              vErrors = [err24];
                                            } else {
                                              vErrors.push(err24);
                                            }
                                            errors++;
                                          } else {
                                            if (!pattern1.test(data33)) {
                                              const err25 = {
                                                instancePath: instancePath + "/translation/target_language",
                                                schemaPath:
                                                  "#/allOf/1/properties/translation/oneOf/0/properties/target_language/pattern",
                                                keyword: "pattern",
                                                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                                message:
                                                  'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                              };
                                              if (vErrors === null) {
                                                vErrors = [err25];
                                              } else {
                                                vErrors.push(err25);
                                              }
                                              errors++;
                                            }
                                          }
                                        } else {
                                          const err26 = {
                                            instancePath: instancePath + "/translation/target_language",
                                            schemaPath:
                                              "#/allOf/1/properties/translation/oneOf/0/properties/target_language/type",
                                            keyword: "type",
                                            params: { type: "string" },
                                            message: "must be string",
                                          };
                                          if (vErrors === null) {
                                            vErrors = [err26];
                                          } else {
                                            vErrors.push(err26);
                                          }
                                          errors++;
                                        }
                                      }
                                      var valid14 = _errs83 === errors;
                                    } else {
                                      var valid14 = true;
                                    }
                                  }
                                }
                              }
                            } else {
                              const err27 = {
                                instancePath: instancePath + "/translation",
                                schemaPath: "#/allOf/1/properties/translation/oneOf/0/type",
                                keyword: "type",
                                params: { type: "object" },
                                message: "must be object",
                              };
                              if (vErrors === null) {
                                vErrors = [err27];
                              } else {
                                vErrors.push(err27);
                              }
                              errors++;
                            }
                          }
                          var _valid1 = _errs78 === errors;
                          if (_valid1) {
                            valid13 = true;
                            passing1 = 0;
                          }
                          const _errs85 = errors;
                          if (errors === _errs85) {
                            if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                              let missing6;
                              if (
                                (data31.type === undefined && (missing6 = "type")) ||
                                (data31.language_a === undefined && (missing6 = "language_a")) ||
                                (data31.language_b === undefined && (missing6 = "language_b"))
                              ) {
                                const err28 = {
                                  instancePath: instancePath + "/translation",
                                  schemaPath: "#/allOf/1/properties/translation/oneOf/1/required",
                                  keyword: "required",
                                  params: { missingProperty: missing6 },
                                  message: "must have required property '" + missing6 + "'",
                                };
                                if (vErrors === null) {
                                  vErrors = [err28];
                                } else {
                                  vErrors.push(err28);
                                }
                                errors++;
                              } else {
                                const _errs87 = errors;
                                for (const key7 in data31) {
                                  if (!(key7 === "type" || key7 === "language_a" || key7 === "language_b")) {
                                    const err29 = {
                                      instancePath: instancePath + "/translation",
                                      schemaPath: "#/allOf/1/properties/translation/oneOf/1/additionalProperties",
                                      keyword: "additionalProperties",
                                      params: { additionalProperty: key7 },
                                      message: "must NOT have additional properties",
                                    };
                                    if (vErrors === null) {
                                      vErrors = [err29];
                                    } else {
                                      vErrors.push(err29);
                                    }
                                    errors++;
                                    break;
                                  }
                                }
                                if (_errs87 === errors) {
                                  if (data31.type !== undefined) {
                                    let data34 = data31.type;
                                    const _errs88 = errors;
                                    if (typeof data34 !== "string") {
                                      const err30 = {
                                        instancePath: instancePath + "/translation/type",
                                        schemaPath: "#/allOf/1/properties/translation/oneOf/1/properties/type/type",
                                        keyword: "type",
                                        params: { type: "string" },
                                        message: "must be string",
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err30];
                                      } else {
                                        vErrors.push(err30);
                                      }
                                      errors++;
                                    }
                                    if ("two_way" !== data34) {
                                      const err31 = {
                                        instancePath: instancePath + "/translation/type",
                                        schemaPath: "#/allOf/1/properties/translation/oneOf/1/properties/type/const",
                                        keyword: "const",
                                        params: { allowedValue: "two_way" },
                                        message: "must be equal to constant",
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err31];
                                      } else {
                                        vErrors.push(err31);
                                      }
                                      errors++;
                                    }
                                    var valid15 = _errs88 === errors;
                                  } else {
                                    var valid15 = true;
                                  }
                                  if (valid15) {
                                    if (data31.language_a !== undefined) {
                                      let data35 = data31.language_a;
                                      const _errs90 = errors;
                                      if (errors === _errs90) {
                                        if (typeof data35 === "string") {
                                          if (data35.length > 12) {
                                            const err32 = {
                                              instancePath: instancePath + "/translation/language_a",
                                              schemaPath:
                                                "#/allOf/1/properties/translation/oneOf/1/properties/language_a/maxLength",
                                              keyword: "maxLength",
                                              params: { limit: 12 },
                                              message: "must NOT have more than 12 characters",
                                            };
                                            if (vErrors === null) {
                                              vErrors = [err32];
                                            } else {
                                              vErrors.push(err32);
                                            }
                                            errors++;
                                          } else {
                                            if (!pattern1.test(data35)) {
                                              const err33 = {
                                                instancePath: instancePath + "/translation/language_a",
                                                schemaPath:
                                                  "#/allOf/1/properties/translation/oneOf/1/properties/language_a/pattern",
                                                keyword: "pattern",
                                                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                                message:
                                                  'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                              };
                                              if (vErrors === null) {
                                                vErrors = [err33];
                                              } else {
                                                vErrors.push(err33);
                                              }
                                              errors++;
                                            }
                                          }
                                        } else {
                                          const err34 = {
                                            instancePath: instancePath + "/translation/language_a",
                                            schemaPath:
                                              "#/allOf/1/properties/translation/oneOf/1/properties/language_a/type",
                                            keyword: "type",
                                            params: { type: "string" },
                                            message: "must be string",
                                          };
                                          if (vErrors === null) {
                                            vErrors = [err34];
                                          } else {
                                            vErrors.push(err34);
                                          }
                                          errors++;
                                        }
                                      }
                                      var valid15 = _errs90 === errors;
                                    } else {
                                      var valid15 = true;
                                    }
                                    if (valid15) {
                                      if (data31.language_b !== undefined) {
                                        let data36 = data31.language_b;
                                        const _errs92 = errors;
                                        if (errors === _errs92) {
                                          if (typeof data36 === "string") {
                                            if (data36.length > 12) {
                                              const err35 = {
                                                instancePath: instancePath + "/translation/language_b",
                                                schemaPath:
                                                  "#/allOf/1/properties/translation/oneOf/1/properties/language_b/maxLength",
                                                keyword: "maxLength",
                                                params: { limit: 12 },
                                                message: "must NOT have more than 12 characters",
                                              };
                                              if (vErrors === null) {
                                                vErrors = [err35];
                                              } else {
                                                vErrors.push(err35);
                                              }
                                              errors++;
                                            } else {
                                              if (!pattern1.test(data36)) {
                                                const err36 = {
                                                  instancePath: instancePath + "/translation/language_b",
                                                  schemaPath:
                                                    "#/allOf/1/properties/translation/oneOf/1/properties/language_b/pattern",
                                                  keyword: "pattern",
                                                  params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                                  message:
                                                    'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                                };
                                                if (vErrors === null) {
                                                  vErrors = [err36];
                                                } else {
                                                  vErrors.push(err36);
                                                }
                                                errors++;
                                              }
                                            }
                                          } else {
                                            const err37 = {
                                              instancePath: instancePath + "/translation/language_b",
                                              schemaPath:
                                                "#/allOf/1/properties/translation/oneOf/1/properties/language_b/type",
                                              keyword: "type",
                                              params: { type: "string" },
                                              message: "must be string",
                                            };
                                            if (vErrors === null) {
                                              vErrors = [err37];
                                            } else {
                                              vErrors.push(err37);
                                            }
                                            errors++;
                                          }
                                        }
                                        var valid15 = _errs92 === errors;
                                      } else {
                                        var valid15 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              const err38 = {
                                instancePath: instancePath + "/translation",
                                schemaPath: "#/allOf/1/properties/translation/oneOf/1/type",
                                keyword: "type",
                                params: { type: "object" },
                                message: "must be object",
                              };
                              if (vErrors === null) {
                                vErrors = [err38];
                              } else {
                                vErrors.push(err38);
                              }
                              errors++;
                            }
                          }
                          var _valid1 = _errs85 === errors;
                          if (_valid1 && valid13) {
                            valid13 = false;
                            passing1 = [passing1, 1];
                          } else {
                            if (_valid1) {
                              valid13 = true;
                              passing1 = 1;
                            }
                          }
                          if (!valid13) {
                            const err39 = {
                              instancePath: instancePath + "/translation",
                              schemaPath: "#/allOf/1/properties/translation/oneOf",
                              keyword: "oneOf",
                              params: { passingSchemas: passing1 },
                              message: "must match exactly one schema in oneOf",
                            };
                            if (vErrors === null) {
                              vErrors = [err39];
                            } else {
                              vErrors.push(err39);
                            }
                            errors++;
                            validate10.errors = vErrors;
                            return false;
                          } else {
                            errors = _errs77;
                            if (vErrors !== null) {
                              if (_errs77) {
                                vErrors.length = _errs77;
                              } else {
                                vErrors = null;
                              }
                            }
                          }
                          var valid12 = _errs76 === errors;
                        } else {
                          var valid12 = true;
                        }
                        if (valid12) {
                          if (data.context !== undefined) {
                            let data37 = data.context;
                            const _errs94 = errors;
                            if (errors === _errs94) {
                              if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                                const _errs96 = errors;
                                for (const key8 in data37) {
                                  if (
                                    !(
                                      key8 === "general" ||
                                      key8 === "text" ||
                                      key8 === "terms" ||
                                      key8 === "translation_terms"
                                    )
                                  ) {
                                    validate10.errors = [
                                      {
                                        instancePath: instancePath + "/context",
                                        schemaPath: "#/allOf/1/properties/context/additionalProperties",
                                        keyword: "additionalProperties",
                                        params: { additionalProperty: key8 },
                                        message: "must NOT have additional properties",
                                      },
                                    ];
                                    return false;
                                    break;
                                  }
                                }
                                if (_errs96 === errors) {
                                  if (data37.general !== undefined) {
                                    let data38 = data37.general;
                                    const _errs97 = errors;
                                    if (errors === _errs97) {
                                      if (Array.isArray(data38)) {
                                        if (data38.length > 100) {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/context/general",
                                              schemaPath: "#/allOf/1/properties/context/properties/general/maxItems",
                                              keyword: "maxItems",
                                              params: { limit: 100 },
                                              message: "must NOT have more than 100 items",
                                            },
                                          ];
                                          return false;
                                        } else {
                                          var valid17 = true;
                                          const len4 = data38.length;
                                          for (let i4 = 0; i4 < len4; i4++) {
                                            let data39 = data38[i4];
                                            const _errs99 = errors;
                                            if (errors === _errs99) {
                                              if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                                                let missing7;
                                                if (
                                                  (data39.key === undefined && (missing7 = "key")) ||
                                                  (data39.value === undefined && (missing7 = "value"))
                                                ) {
                                                  validate10.errors = [
                                                    {
                                                      instancePath: instancePath + "/context/general/" + i4,
                                                      schemaPath:
                                                        "#/allOf/1/properties/context/properties/general/items/required",
                                                      keyword: "required",
                                                      params: { missingProperty: missing7 },
                                                      message: "must have required property '" + missing7 + "'",
                                                    },
                                                  ];
                                                  return false;
                                                } else {
                                                  const _errs101 = errors;
                                                  for (const key9 in data39) {
                                                    if (!(key9 === "key" || key9 === "value")) {
                                                      validate10.errors = [
                                                        {
                                                          instancePath: instancePath + "/context/general/" + i4,
                                                          schemaPath:
                                                            "#/allOf/1/properties/context/properties/general/items/additionalProperties",
                                                          keyword: "additionalProperties",
                                                          params: { additionalProperty: key9 },
                                                          message: "must NOT have additional properties",
                                                        },
                                                      ];
                                                      return false;
                                                      break;
                                                    }
                                                  }
                                                  if (_errs101 === errors) {
                                                    if (data39.key !== undefined) {
                                                      let data40 = data39.key;
                                                      const _errs102 = errors;
                                                      if (errors === _errs102) {
                                                        if (typeof data40 === "string") {
                                                          if (data40.length > 256) {
                                                            validate10.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + "/context/general/" + i4 + "/key",
                                                                schemaPath:
                                                                  "#/allOf/1/properties/context/properties/general/items/properties/key/maxLength",
                                                                keyword: "maxLength",
                                                                params: { limit: 256 },
                                                                message: "must NOT have more than 256 characters",
                                                              },
                                                            ];
                                                            return false;
                                                          } else {
                                                            if (data40.length < 1) {
                                                              validate10.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath + "/context/general/" + i4 + "/key",
                                                                  schemaPath:
                                                                    "#/allOf/1/properties/context/properties/general/items/properties/key/minLength",
                                                                  keyword: "minLength",
                                                                  params: { limit: 1 },
                                                                  message: "must NOT have fewer than 1 characters",
                                                                },
                                                              ];
                                                              return false;
                                                            } else {
                                                              if (!pattern4.test(data40)) {
                                                                validate10.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath + "/context/general/" + i4 + "/key",
                                                                    schemaPath:
                                                                      "#/allOf/1/properties/context/properties/general/items/properties/key/pattern",
                                                                    keyword: "pattern",
                                                                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                                    message:
                                                                      'must match pattern "' +
                                                                      "^[^\\x00-\\x1F\\x7F]*$" +
                                                                      '"',
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate10.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath + "/context/general/" + i4 + "/key",
                                                              schemaPath:
                                                                "#/allOf/1/properties/context/properties/general/items/properties/key/type",
                                                              keyword: "type",
                                                              params: { type: "string" },
                                                              message: "must be string",
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                      var valid18 = _errs102 === errors;
                                                    } else {
                                                      var valid18 = true;
                                                    }
                                                    if (valid18) {
                                                      if (data39.value !== undefined) {
                                                        let data41 = data39.value;
                                                        const _errs104 = errors;
                                                        if (errors === _errs104) {
                                                          if (typeof data41 === "string") {
                                                            if (data41.length > 1000) {
                                                              validate10.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath + "/context/general/" + i4 + "/value",
                                                                  schemaPath:
                                                                    "#/allOf/1/properties/context/properties/general/items/properties/value/maxLength",
                                                                  keyword: "maxLength",
                                                                  params: { limit: 1000 },
                                                                  message: "must NOT have more than 1000 characters",
                                                                },
                                                              ];
                                                              return false;
                                                            } else {
                                                              if (!pattern5.test(data41)) {
                                                                validate10.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      "/context/general/" +
                                                                      i4 +
                                                                      "/value",
                                                                    schemaPath:
                                                                      "#/allOf/1/properties/context/properties/general/items/properties/value/pattern",
                                                                    keyword: "pattern",
                                                                    params: {
                                                                      pattern:
                                                                        "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                                                    },
                                                                    message:
                                                                      'must match pattern "' +
                                                                      "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" +
                                                                      '"',
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                            }
                                                          } else {
                                                            validate10.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + "/context/general/" + i4 + "/value",
                                                                schemaPath:
                                                                  "#/allOf/1/properties/context/properties/general/items/properties/value/type",
                                                                keyword: "type",
                                                                params: { type: "string" },
                                                                message: "must be string",
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                        }
                                                        var valid18 = _errs104 === errors;
                                                      } else {
                                                        var valid18 = true;
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [
                                                  {
                                                    instancePath: instancePath + "/context/general/" + i4,
                                                    schemaPath:
                                                      "#/allOf/1/properties/context/properties/general/items/type",
                                                    keyword: "type",
                                                    params: { type: "object" },
                                                    message: "must be object",
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                            var valid17 = _errs99 === errors;
                                            if (!valid17) {
                                              break;
                                            }
                                          }
                                        }
                                      } else {
                                        validate10.errors = [
                                          {
                                            instancePath: instancePath + "/context/general",
                                            schemaPath: "#/allOf/1/properties/context/properties/general/type",
                                            keyword: "type",
                                            params: { type: "array" },
                                            message: "must be array",
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                    var valid16 = _errs97 === errors;
                                  } else {
                                    var valid16 = true;
                                  }
                                  if (valid16) {
                                    if (data37.text !== undefined) {
                                      let data42 = data37.text;
                                      const _errs106 = errors;
                                      if (errors === _errs106) {
                                        if (typeof data42 === "string") {
                                          if (data42.length > 10000) {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/context/text",
                                                schemaPath: "#/allOf/1/properties/context/properties/text/maxLength",
                                                keyword: "maxLength",
                                                params: { limit: 10000 },
                                                message: "must NOT have more than 10000 characters",
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (!pattern5.test(data42)) {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/context/text",
                                                  schemaPath: "#/allOf/1/properties/context/properties/text/pattern",
                                                  keyword: "pattern",
                                                  params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                                                  message:
                                                    'must match pattern "' +
                                                    "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" +
                                                    '"',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        } else {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/context/text",
                                              schemaPath: "#/allOf/1/properties/context/properties/text/type",
                                              keyword: "type",
                                              params: { type: "string" },
                                              message: "must be string",
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid16 = _errs106 === errors;
                                    } else {
                                      var valid16 = true;
                                    }
                                    if (valid16) {
                                      if (data37.terms !== undefined) {
                                        let data43 = data37.terms;
                                        const _errs108 = errors;
                                        if (errors === _errs108) {
                                          if (Array.isArray(data43)) {
                                            if (data43.length > 1000) {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/context/terms",
                                                  schemaPath: "#/allOf/1/properties/context/properties/terms/maxItems",
                                                  keyword: "maxItems",
                                                  params: { limit: 1000 },
                                                  message: "must NOT have more than 1000 items",
                                                },
                                              ];
                                              return false;
                                            } else {
                                              var valid19 = true;
                                              const len5 = data43.length;
                                              for (let i5 = 0; i5 < len5; i5++) {
                                                let data44 = data43[i5];
                                                const _errs110 = errors;
                                                if (errors === _errs110) {
                                                  if (typeof data44 === "string") {
                                                    if (data44.length > 256) {
                                                      validate10.errors = [
                                                        {
                                                          instancePath: instancePath + "/context/terms/" + i5,
                                                          schemaPath:
                                                            "#/allOf/1/properties/context/properties/terms/items/maxLength",
                                                          keyword: "maxLength",
                                                          params: { limit: 256 },
                                                          message: "must NOT have more than 256 characters",
                                                        },
                                                      ];
                                                      return false;
                                                    } else {
                                                      if (data44.length < 1) {
                                                        validate10.errors = [
                                                          {
                                                            instancePath: instancePath + "/context/terms/" + i5,
                                                            schemaPath:
                                                              "#/allOf/1/properties/context/properties/terms/items/minLength",
                                                            keyword: "minLength",
                                                            params: { limit: 1 },
                                                            message: "must NOT have fewer than 1 characters",
                                                          },
                                                        ];
                                                        return false;
                                                      } else {
                                                        if (!pattern4.test(data44)) {
                                                          validate10.errors = [
                                                            {
                                                              instancePath: instancePath + "/context/terms/" + i5,
                                                              schemaPath:
                                                                "#/allOf/1/properties/context/properties/terms/items/pattern",
                                                              keyword: "pattern",
                                                              params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                              message:
                                                                'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [
                                                      {
                                                        instancePath: instancePath + "/context/terms/" + i5,
                                                        schemaPath:
                                                          "#/allOf/1/properties/context/properties/terms/items/type",
                                                        keyword: "type",
                                                        params: { type: "string" },
                                                        message: "must be string",
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid19 = _errs110 === errors;
                                                if (!valid19) {
                                                  break;
                                                }
                                              }
                                            }
                                          } else {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/context/terms",
                                                schemaPath: "#/allOf/1/properties/context/properties/terms/type",
                                                keyword: "type",
                                                params: { type: "array" },
                                                message: "must be array",
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid16 = _errs108 === errors;
                                      } else {
                                        var valid16 = true;
                                      }
                                      if (valid16) {
                                        if (data37.translation_terms !== undefined) {
                                          let data45 = data37.translation_terms;
                                          const _errs112 = errors;
                                          if (errors === _errs112) {
                                            if (Array.isArray(data45)) {
                                              if (data45.length > 1000) {
                                                validate10.errors = [
                                                  {
                                                    instancePath: instancePath + "/context/translation_terms",
                                                    schemaPath:
                                                      "#/allOf/1/properties/context/properties/translation_terms/maxItems",
                                                    keyword: "maxItems",
                                                    params: { limit: 1000 },
                                                    message: "must NOT have more than 1000 items",
                                                  },
                                                ];
                                                return false;
                                              } else {
                                                var valid20 = true;
                                                const len6 = data45.length;
                                                for (let i6 = 0; i6 < len6; i6++) {
                                                  let data46 = data45[i6];
                                                  const _errs114 = errors;
                                                  if (errors === _errs114) {
                                                    if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                                      let missing8;
                                                      if (
                                                        (data46.source === undefined && (missing8 = "source")) ||
                                                        (data46.target === undefined && (missing8 = "target"))
                                                      ) {
                                                        validate10.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + "/context/translation_terms/" + i6,
                                                            schemaPath:
                                                              "#/allOf/1/properties/context/properties/translation_terms/items/required",
                                                            keyword: "required",
                                                            params: { missingProperty: missing8 },
                                                            message: "must have required property '" + missing8 + "'",
                                                          },
                                                        ];
                                                        return false;
                                                      } else {
                                                        const _errs116 = errors;
                                                        for (const key10 in data46) {
                                                          if (!(key10 === "source" || key10 === "target")) {
                                                            validate10.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + "/context/translation_terms/" + i6,
                                                                schemaPath:
                                                                  "#/allOf/1/properties/context/properties/translation_terms/items/additionalProperties",
                                                                keyword: "additionalProperties",
                                                                params: { additionalProperty: key10 },
                                                                message: "must NOT have additional properties",
                                                              },
                                                            ];
                                                            return false;
                                                            break;
                                                          }
                                                        }
                                                        if (_errs116 === errors) {
                                                          if (data46.source !== undefined) {
                                                            let data47 = data46.source;
                                                            const _errs117 = errors;
                                                            if (errors === _errs117) {
                                                              if (typeof data47 === "string") {
                                                                if (data47.length > 256) {
                                                                  validate10.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        "/context/translation_terms/" +
                                                                        i6 +
                                                                        "/source",
                                                                      schemaPath:
                                                                        "#/allOf/1/properties/context/properties/translation_terms/items/properties/source/maxLength",
                                                                      keyword: "maxLength",
                                                                      params: { limit: 256 },
                                                                      message: "must NOT have more than 256 characters",
                                                                    },
                                                                  ];
                                                                  return false;
                                                                } else {
                                                                  if (data47.length < 1) {
                                                                    validate10.errors = [
                                                                      {
                                                                        instancePath:
                                                                          instancePath +
                                                                          "/context/translation_terms/" +
                                                                          i6 +
                                                                          "/source",
                                                                        schemaPath:
                                                                          "#/allOf/1/properties/context/properties/translation_terms/items/properties/source/minLength",
                                                                        keyword: "minLength",
                                                                        params: { limit: 1 },
                                                                        message:
                                                                          "must NOT have fewer than 1 characters",
                                                                      },
                                                                    ];
                                                                    return false;
                                                                  } else {
                                                                    if (!pattern4.test(data47)) {
                                                                      validate10.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            "/context/translation_terms/" +
                                                                            i6 +
                                                                            "/source",
                                                                          schemaPath:
                                                                            "#/allOf/1/properties/context/properties/translation_terms/items/properties/source/pattern",
                                                                          keyword: "pattern",
                                                                          params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                                                          message:
                                                                            'must match pattern "' +
                                                                            "^[^\\x00-\\x1F\\x7F]*$" +
                                                                            '"',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                  }
                                                                }
                                                              } else {
                                                                validate10.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      "/context/translation_terms/" +
                                                                      i6 +
                                                                      "/source",
                                                                    schemaPath:
                                                                      "#/allOf/1/properties/context/properties/translation_terms/items/properties/source/type",
                                                                    keyword: "type",
                                                                    params: { type: "string" },
                                                                    message: "must be string",
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                            }
                                                            var valid21 = _errs117 === errors;
                                                          } else {
                                                            var valid21 = true;
                                                          }
                                                          if (valid21) {
                                                            if (data46.target !== undefined) {
                                                              let data48 = data46.target;
                                                              const _errs119 = errors;
                                                              if (errors === _errs119) {
                                                                if (typeof data48 === "string") {
                                                                  if (data48.length > 256) {
                                                                    validate10.errors = [
                                                                      {
                                                                        instancePath:
                                                                          instancePath +
                                                                          "/context/translation_terms/" +
                                                                          i6 +
                                                                          "/target",
                                                                        schemaPath:
                                                                          "#/allOf/1/properties/context/properties/translation_terms/items/properties/target/maxLength",
                                                                        keyword: "maxLength",
                                                                        params: { limit: 256 },
                                                                        message:
                                                                          "must NOT have more than 256 characters",
                                                                      },
                                                                    ];
                                                                    return false;
                                                                  } else {
                                                                    if (data48.length < 1) {
                                                                      validate10.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            "/context/translation_terms/" +
                                                                            i6 +
                                                                            "/target",
                                                                          schemaPath:
                                                                            "#/allOf/1/properties/context/properties/translation_terms/items/properties/target/minLength",
                                                                          keyword: "minLength",
                                                                          params: { limit: 1 },
                                                                          message:
                                                                            "must NOT have fewer than 1 characters",
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    } else {
                                                                      if (!pattern4.test(data48)) {
                                                                        validate10.errors = [
                                                                          {
                                                                            instancePath:
                                                                              instancePath +
                                                                              "/context/translation_terms/" +
                                                                              i6 +
                                                                              "/target",
                                                                            schemaPath:
                                                                              "#/allOf/1/properties/context/properties/translation_terms/items/properties/target/pattern",
                                                                            keyword: "pattern",
                                                                            params: {
                                                                              pattern: "^[^\\x00-\\x1F\\x7F]*$",
                                                                            },
                                                                            message:
                                                                              'must match pattern "' +
                                                                              "^[^\\x00-\\x1F\\x7F]*$" +
                                                                              '"',
                                                                          },
                                                                        ];
                                                                        return false;
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate10.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        "/context/translation_terms/" +
                                                                        i6 +
                                                                        "/target",
                                                                      schemaPath:
                                                                        "#/allOf/1/properties/context/properties/translation_terms/items/properties/target/type",
                                                                      keyword: "type",
                                                                      params: { type: "string" },
                                                                      message: "must be string",
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid21 = _errs119 === errors;
                                                            } else {
                                                              var valid21 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath + "/context/translation_terms/" + i6,
                                                          schemaPath:
                                                            "#/allOf/1/properties/context/properties/translation_terms/items/type",
                                                          keyword: "type",
                                                          params: { type: "object" },
                                                          message: "must be object",
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                  }
                                                  var valid20 = _errs114 === errors;
                                                  if (!valid20) {
                                                    break;
                                                  }
                                                }
                                              }
                                            } else {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/context/translation_terms",
                                                  schemaPath:
                                                    "#/allOf/1/properties/context/properties/translation_terms/type",
                                                  keyword: "type",
                                                  params: { type: "array" },
                                                  message: "must be array",
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid16 = _errs112 === errors;
                                        } else {
                                          var valid16 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate10.errors = [
                                  {
                                    instancePath: instancePath + "/context",
                                    schemaPath: "#/allOf/1/properties/context/type",
                                    keyword: "type",
                                    params: { type: "object" },
                                    message: "must be object",
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid12 = _errs94 === errors;
                          } else {
                            var valid12 = true;
                          }
                          if (valid12) {
                            if (data.language_hints !== undefined) {
                              let data49 = data.language_hints;
                              const _errs121 = errors;
                              if (errors === _errs121) {
                                if (Array.isArray(data49)) {
                                  if (data49.length > 100) {
                                    validate10.errors = [
                                      {
                                        instancePath: instancePath + "/language_hints",
                                        schemaPath: "#/allOf/1/properties/language_hints/maxItems",
                                        keyword: "maxItems",
                                        params: { limit: 100 },
                                        message: "must NOT have more than 100 items",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    var valid22 = true;
                                    const len7 = data49.length;
                                    for (let i7 = 0; i7 < len7; i7++) {
                                      let data50 = data49[i7];
                                      const _errs123 = errors;
                                      if (errors === _errs123) {
                                        if (typeof data50 === "string") {
                                          if (data50.length > 12) {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/language_hints/" + i7,
                                                schemaPath: "#/allOf/1/properties/language_hints/items/maxLength",
                                                keyword: "maxLength",
                                                params: { limit: 12 },
                                                message: "must NOT have more than 12 characters",
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (!pattern1.test(data50)) {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/language_hints/" + i7,
                                                  schemaPath: "#/allOf/1/properties/language_hints/items/pattern",
                                                  keyword: "pattern",
                                                  params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                                  message:
                                                    'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        } else {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/language_hints/" + i7,
                                              schemaPath: "#/allOf/1/properties/language_hints/items/type",
                                              keyword: "type",
                                              params: { type: "string" },
                                              message: "must be string",
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid22 = _errs123 === errors;
                                      if (!valid22) {
                                        break;
                                      }
                                    }
                                  }
                                } else {
                                  validate10.errors = [
                                    {
                                      instancePath: instancePath + "/language_hints",
                                      schemaPath: "#/allOf/1/properties/language_hints/type",
                                      keyword: "type",
                                      params: { type: "array" },
                                      message: "must be array",
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid12 = _errs121 === errors;
                            } else {
                              var valid12 = true;
                            }
                            if (valid12) {
                              if (data.enable_language_identification !== undefined) {
                                const _errs125 = errors;
                                if (typeof data.enable_language_identification !== "boolean") {
                                  validate10.errors = [
                                    {
                                      instancePath: instancePath + "/enable_language_identification",
                                      schemaPath: "#/allOf/1/properties/enable_language_identification/type",
                                      keyword: "type",
                                      params: { type: "boolean" },
                                      message: "must be boolean",
                                    },
                                  ];
                                  return false;
                                }
                                var valid12 = _errs125 === errors;
                              } else {
                                var valid12 = true;
                              }
                              if (valid12) {
                                if (data.client_reference_id !== undefined) {
                                  let data52 = data.client_reference_id;
                                  const _errs127 = errors;
                                  if (errors === _errs127) {
                                    if (typeof data52 === "string") {
                                      if (data52.length > 256) {
                                        validate10.errors = [
                                          {
                                            instancePath: instancePath + "/client_reference_id",
                                            schemaPath: "#/allOf/1/properties/client_reference_id/maxLength",
                                            keyword: "maxLength",
                                            params: { limit: 256 },
                                            message: "must NOT have more than 256 characters",
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (!pattern4.test(data52)) {
                                          validate10.errors = [
                                            {
                                              instancePath: instancePath + "/client_reference_id",
                                              schemaPath: "#/allOf/1/properties/client_reference_id/pattern",
                                              keyword: "pattern",
                                              params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                              message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    } else {
                                      validate10.errors = [
                                        {
                                          instancePath: instancePath + "/client_reference_id",
                                          schemaPath: "#/allOf/1/properties/client_reference_id/type",
                                          keyword: "type",
                                          params: { type: "string" },
                                          message: "must be string",
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid12 = _errs127 === errors;
                                } else {
                                  var valid12 = true;
                                }
                                if (valid12) {
                                  if (data.enable_endpoint_detection !== undefined) {
                                    const _errs129 = errors;
                                    if (typeof data.enable_endpoint_detection !== "boolean") {
                                      validate10.errors = [
                                        {
                                          instancePath: instancePath + "/enable_endpoint_detection",
                                          schemaPath: "#/allOf/1/properties/enable_endpoint_detection/type",
                                          keyword: "type",
                                          params: { type: "boolean" },
                                          message: "must be boolean",
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid12 = _errs129 === errors;
                                  } else {
                                    var valid12 = true;
                                  }
                                  if (valid12) {
                                    if (data.audio_offset_ms !== undefined) {
                                      let data54 = data.audio_offset_ms;
                                      const _errs131 = errors;
                                      if (
                                        !(
                                          typeof data54 == "number" &&
                                          !(data54 % 1) &&
                                          !isNaN(data54) &&
                                          isFinite(data54)
                                        )
                                      ) {
                                        validate10.errors = [
                                          {
                                            instancePath: instancePath + "/audio_offset_ms",
                                            schemaPath: "#/allOf/1/properties/audio_offset_ms/type",
                                            keyword: "type",
                                            params: { type: "integer" },
                                            message: "must be integer",
                                          },
                                        ];
                                        return false;
                                      }
                                      if (errors === _errs131) {
                                        if (typeof data54 == "number" && isFinite(data54)) {
                                          if (data54 > 604800000 || isNaN(data54)) {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/audio_offset_ms",
                                                schemaPath: "#/allOf/1/properties/audio_offset_ms/maximum",
                                                keyword: "maximum",
                                                params: { comparison: "<=", limit: 604800000 },
                                                message: "must be <= 604800000",
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (data54 < 0 || isNaN(data54)) {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/audio_offset_ms",
                                                  schemaPath: "#/allOf/1/properties/audio_offset_ms/minimum",
                                                  keyword: "minimum",
                                                  params: { comparison: ">=", limit: 0 },
                                                  message: "must be >= 0",
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                      }
                                      var valid12 = _errs131 === errors;
                                    } else {
                                      var valid12 = true;
                                    }
                                    if (valid12) {
                                      if (data.api_key !== undefined) {
                                        let data55 = data.api_key;
                                        const _errs133 = errors;
                                        if (errors === _errs133) {
                                          if (typeof data55 === "string") {
                                            if (data55.length > 256) {
                                              validate10.errors = [
                                                {
                                                  instancePath: instancePath + "/api_key",
                                                  schemaPath: "#/allOf/1/properties/api_key/maxLength",
                                                  keyword: "maxLength",
                                                  params: { limit: 256 },
                                                  message: "must NOT have more than 256 characters",
                                                },
                                              ];
                                              return false;
                                            } else {
                                              if (!pattern24.test(data55)) {
                                                validate10.errors = [
                                                  {
                                                    instancePath: instancePath + "/api_key",
                                                    schemaPath: "#/allOf/1/properties/api_key/pattern",
                                                    keyword: "pattern",
                                                    params: { pattern: "^[\\x21-\\x7E]+$" },
                                                    message: 'must match pattern "' + "^[\\x21-\\x7E]+$" + '"',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                          } else {
                                            validate10.errors = [
                                              {
                                                instancePath: instancePath + "/api_key",
                                                schemaPath: "#/allOf/1/properties/api_key/type",
                                                keyword: "type",
                                                params: { type: "string" },
                                                message: "must be string",
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid12 = _errs133 === errors;
                                      } else {
                                        var valid12 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        validate10.errors = [
          {
            instancePath,
            schemaPath: "#/allOf/1/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          },
        ];
        return false;
      }
    }
    var valid0 = _errs61 === errors;
    if (valid0) {
      const _errs135 = errors;
      const _errs136 = errors;
      let valid23 = false;
      const _errs137 = errors;
      if (errors === _errs137) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.audio_format !== undefined) {
            let data56 = data.audio_format;
            if (
              !(
                data56 === "auto" ||
                data56 === "wav" ||
                data56 === "mp3" ||
                data56 === "ogg" ||
                data56 === "webm" ||
                data56 === "flac"
              )
            ) {
              const err40 = {
                instancePath: instancePath + "/audio_format",
                schemaPath: "#/allOf/2/anyOf/0/properties/audio_format/enum",
                keyword: "enum",
                params: { allowedValues: schema11.allOf[2].anyOf[0].properties.audio_format.enum },
                message: "must be equal to one of the allowed values",
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
        } else {
          const err41 = {
            instancePath,
            schemaPath: "#/allOf/2/anyOf/0/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
      var _valid2 = _errs137 === errors;
      valid23 = valid23 || _valid2;
      if (!valid23) {
        const _errs140 = errors;
        if (errors === _errs140) {
          if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing9;
            if (
              (data.sample_rate === undefined && (missing9 = "sample_rate")) ||
              (data.num_channels === undefined && (missing9 = "num_channels"))
            ) {
              const err42 = {
                instancePath,
                schemaPath: "#/allOf/2/anyOf/1/required",
                keyword: "required",
                params: { missingProperty: missing9 },
                message: "must have required property '" + missing9 + "'",
              };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          } else {
            const err43 = {
              instancePath,
              schemaPath: "#/allOf/2/anyOf/1/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        var _valid2 = _errs140 === errors;
        valid23 = valid23 || _valid2;
      }
      if (!valid23) {
        const err44 = {
          instancePath,
          schemaPath: "#/allOf/2/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
        validate10.errors = vErrors;
        return false;
      } else {
        errors = _errs136;
        if (vErrors !== null) {
          if (_errs136) {
            vErrors.length = _errs136;
          } else {
            vErrors = null;
          }
        }
      }
      var valid0 = _errs135 === errors;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}

export const validateFinalizeMessage = validate11;
const schema12 = {
  type: "object",
  required: ["type"],
  additionalProperties: false,
  properties: {
    type: { type: "string", const: "finalize" },
    trailing_silence_ms: { type: "integer", format: "int32", minimum: 0, maximum: 10000 },
  },
};

function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = "type")) {
        validate11.errors = [
          {
            instancePath,
            schemaPath: "#/required",
            keyword: "required",
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "type" || key0 === "trailing_silence_ms")) {
            validate11.errors = [
              {
                instancePath,
                schemaPath: "#/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key0 },
                message: "must NOT have additional properties",
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            let data0 = data.type;
            const _errs2 = errors;
            if (typeof data0 !== "string") {
              validate11.errors = [
                {
                  instancePath: instancePath + "/type",
                  schemaPath: "#/properties/type/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                },
              ];
              return false;
            }
            if ("finalize" !== data0) {
              validate11.errors = [
                {
                  instancePath: instancePath + "/type",
                  schemaPath: "#/properties/type/const",
                  keyword: "const",
                  params: { allowedValue: "finalize" },
                  message: "must be equal to constant",
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.trailing_silence_ms !== undefined) {
              let data1 = data.trailing_silence_ms;
              const _errs4 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
                validate11.errors = [
                  {
                    instancePath: instancePath + "/trailing_silence_ms",
                    schemaPath: "#/properties/trailing_silence_ms/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  },
                ];
                return false;
              }
              if (errors === _errs4) {
                if (typeof data1 == "number" && isFinite(data1)) {
                  if (data1 > 10000 || isNaN(data1)) {
                    validate11.errors = [
                      {
                        instancePath: instancePath + "/trailing_silence_ms",
                        schemaPath: "#/properties/trailing_silence_ms/maximum",
                        keyword: "maximum",
                        params: { comparison: "<=", limit: 10000 },
                        message: "must be <= 10000",
                      },
                    ];
                    return false;
                  } else {
                    if (data1 < 0 || isNaN(data1)) {
                      validate11.errors = [
                        {
                          instancePath: instancePath + "/trailing_silence_ms",
                          schemaPath: "#/properties/trailing_silence_ms/minimum",
                          keyword: "minimum",
                          params: { comparison: ">=", limit: 0 },
                          message: "must be >= 0",
                        },
                      ];
                      return false;
                    }
                  }
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate11.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}

export const validateKeepaliveMessage = validate12;
const schema13 = {
  type: "object",
  required: ["type"],
  additionalProperties: false,
  properties: { type: { type: "string", const: "keepalive" } },
};

function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = "type")) {
        validate12.errors = [
          {
            instancePath,
            schemaPath: "#/required",
            keyword: "required",
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "type")) {
            validate12.errors = [
              {
                instancePath,
                schemaPath: "#/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key0 },
                message: "must NOT have additional properties",
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            let data0 = data.type;
            if (typeof data0 !== "string") {
              validate12.errors = [
                {
                  instancePath: instancePath + "/type",
                  schemaPath: "#/properties/type/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                },
              ];
              return false;
            }
            if ("keepalive" !== data0) {
              validate12.errors = [
                {
                  instancePath: instancePath + "/type",
                  schemaPath: "#/properties/type/const",
                  keyword: "const",
                  params: { allowedValue: "keepalive" },
                  message: "must be equal to constant",
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate12.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate12.errors = vErrors;
  return errors === 0;
}

export const validateAckMessage = validate13;
const schema14 = {
  type: "object",
  required: ["type", "session_id", "model"],
  properties: { type: { type: "string", const: "ack" }, session_id: { type: "string" }, model: { type: "string" } },
};

function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.type === undefined && (missing0 = "type")) ||
        (data.session_id === undefined && (missing0 = "session_id")) ||
        (data.model === undefined && (missing0 = "model"))
      ) {
        validate13.errors = [
          {
            instancePath,
            schemaPath: "#/required",
            keyword: "required",
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.type !== undefined) {
          let data0 = data.type;
          const _errs1 = errors;
          if (typeof data0 !== "string") {
            validate13.errors = [
              {
                instancePath: instancePath + "/type",
                schemaPath: "#/properties/type/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              },
            ];
            return false;
          }
          if ("ack" !== data0) {
            validate13.errors = [
              {
                instancePath: instancePath + "/type",
                schemaPath: "#/properties/type/const",
                keyword: "const",
                params: { allowedValue: "ack" },
                message: "must be equal to constant",
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.session_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.session_id !== "string") {
              validate13.errors = [
                {
                  instancePath: instancePath + "/session_id",
                  schemaPath: "#/properties/session_id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.model !== undefined) {
              const _errs5 = errors;
              if (typeof data.model !== "string") {
                validate13.errors = [
                  {
                    instancePath: instancePath + "/model",
                    schemaPath: "#/properties/model/type",
                    keyword: "type",
                    params: { type: "string" },
                    message: "must be string",
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate13.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate13.errors = vErrors;
  return errors === 0;
}

export const validateFinishedMessage = validate14;
const schema15 = {
  type: "object",
  required: ["tokens", "final_audio_proc_ms", "total_audio_proc_ms", "finished"],
  properties: {
    tokens: {
      type: "array",
      maxItems: 0,
      items: {
        type: "object",
        required: ["text", "confidence", "is_final"],
        properties: {
          text: { type: "string" },
          start_ms: { type: "integer" },
          end_ms: { type: "integer" },
          confidence: { type: "number" },
          is_final: { type: "boolean" },
          speaker: { type: "string" },
          language: { type: "string" },
          translation_status: { type: "string" },
          source_language: { type: "string" },
        },
      },
    },
    final_audio_proc_ms: { type: "integer" },
    total_audio_proc_ms: { type: "integer" },
    finished: { type: "boolean", const: true },
  },
};

function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.tokens === undefined && (missing0 = "tokens")) ||
        (data.final_audio_proc_ms === undefined && (missing0 = "final_audio_proc_ms")) ||
        (data.total_audio_proc_ms === undefined && (missing0 = "total_audio_proc_ms")) ||
        (data.finished === undefined && (missing0 = "finished"))
      ) {
        validate14.errors = [
          {
            instancePath,
            schemaPath: "#/required",
            keyword: "required",
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.tokens !== undefined) {
          let data0 = data.tokens;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              if (data0.length > 0) {
                validate14.errors = [
                  {
                    instancePath: instancePath + "/tokens",
                    schemaPath: "#/properties/tokens/maxItems",
                    keyword: "maxItems",
                    params: { limit: 0 },
                    message: "must NOT have more than 0 items",
                  },
                ];
                return false;
              } else {
                var valid1 = true;
                const len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data1 = data0[i0];
                  const _errs3 = errors;
                  if (errors === _errs3) {
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                      let missing1;
                      if (
                        (data1.text === undefined && (missing1 = "text")) ||
                        (data1.confidence === undefined && (missing1 = "confidence")) ||
                        (data1.is_final === undefined && (missing1 = "is_final"))
                      ) {
                        validate14.errors = [
                          {
                            instancePath: instancePath + "/tokens/" + i0,
                            schemaPath: "#/properties/tokens/items/required",
                            keyword: "required",
                            params: { missingProperty: missing1 },
                            message: "must have required property '" + missing1 + "'",
                          },
                        ];
                        return false;
                      } else {
                        if (data1.text !== undefined) {
                          const _errs5 = errors;
                          if (typeof data1.text !== "string") {
                            validate14.errors = [
                              {
                                instancePath: instancePath + "/tokens/" + i0 + "/text",
                                schemaPath: "#/properties/tokens/items/properties/text/type",
                                keyword: "type",
                                params: { type: "string" },
                                message: "must be string",
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs5 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.start_ms !== undefined) {
                            let data3 = data1.start_ms;
                            const _errs7 = errors;
                            if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                              validate14.errors = [
                                {
                                  instancePath: instancePath + "/tokens/" + i0 + "/start_ms",
                                  schemaPath: "#/properties/tokens/items/properties/start_ms/type",
                                  keyword: "type",
                                  params: { type: "integer" },
                                  message: "must be integer",
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs7 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.end_ms !== undefined) {
                              let data4 = data1.end_ms;
                              const _errs9 = errors;
                              if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                                validate14.errors = [
                                  {
                                    instancePath: instancePath + "/tokens/" + i0 + "/end_ms",
                                    schemaPath: "#/properties/tokens/items/properties/end_ms/type",
                                    keyword: "type",
                                    params: { type: "integer" },
                                    message: "must be integer",
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs9 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.confidence !== undefined) {
                                let data5 = data1.confidence;
                                const _errs11 = errors;
                                if (!(typeof data5 == "number" && isFinite(data5))) {
                                  validate14.errors = [
                                    {
                                      instancePath: instancePath + "/tokens/" + i0 + "/confidence",
                                      schemaPath: "#/properties/tokens/items/properties/confidence/type",
                                      keyword: "type",
                                      params: { type: "number" },
                                      message: "must be number",
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs11 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.is_final !== undefined) {
                                  const _errs13 = errors;
                                  if (typeof data1.is_final !== "boolean") {
                                    validate14.errors = [
                                      {
                                        instancePath: instancePath + "/tokens/" + i0 + "/is_final",
                                        schemaPath: "#/properties/tokens/items/properties/is_final/type",
                                        keyword: "type",
                                        params: { type: "boolean" },
                                        message: "must be boolean",
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs13 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data1.speaker !== undefined) {
                                    const _errs15 = errors;
                                    if (typeof data1.speaker !== "string") {
                                      validate14.errors = [
                                        {
                                          instancePath: instancePath + "/tokens/" + i0 + "/speaker",
                                          schemaPath: "#/properties/tokens/items/properties/speaker/type",
                                          keyword: "type",
                                          params: { type: "string" },
                                          message: "must be string",
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid2 = _errs15 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data1.language !== undefined) {
                                      const _errs17 = errors;
                                      if (typeof data1.language !== "string") {
                                        validate14.errors = [
                                          {
                                            instancePath: instancePath + "/tokens/" + i0 + "/language",
                                            schemaPath: "#/properties/tokens/items/properties/language/type",
                                            keyword: "type",
                                            params: { type: "string" },
                                            message: "must be string",
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid2 = _errs17 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data1.translation_status !== undefined) {
                                        const _errs19 = errors;
                                        if (typeof data1.translation_status !== "string") {
                                          validate14.errors = [
                                            {
                                              instancePath: instancePath + "/tokens/" + i0 + "/translation_status",
                                              schemaPath:
                                                "#/properties/tokens/items/properties/translation_status/type",
                                              keyword: "type",
                                              params: { type: "string" },
                                              message: "must be string",
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid2 = _errs19 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
                                      if (valid2) {
                                        if (data1.source_language !== undefined) {
                                          const _errs21 = errors;
                                          if (typeof data1.source_language !== "string") {
                                            validate14.errors = [
                                              {
                                                instancePath: instancePath + "/tokens/" + i0 + "/source_language",
                                                schemaPath: "#/properties/tokens/items/properties/source_language/type",
                                                keyword: "type",
                                                params: { type: "string" },
                                                message: "must be string",
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid2 = _errs21 === errors;
                                        } else {
                                          var valid2 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate14.errors = [
                        {
                          instancePath: instancePath + "/tokens/" + i0,
                          schemaPath: "#/properties/tokens/items/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs3 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              }
            } else {
              validate14.errors = [
                {
                  instancePath: instancePath + "/tokens",
                  schemaPath: "#/properties/tokens/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                },
              ];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.final_audio_proc_ms !== undefined) {
            let data11 = data.final_audio_proc_ms;
            const _errs23 = errors;
            if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
              validate14.errors = [
                {
                  instancePath: instancePath + "/final_audio_proc_ms",
                  schemaPath: "#/properties/final_audio_proc_ms/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                },
              ];
              return false;
            }
            var valid0 = _errs23 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.total_audio_proc_ms !== undefined) {
              let data12 = data.total_audio_proc_ms;
              const _errs25 = errors;
              if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                validate14.errors = [
                  {
                    instancePath: instancePath + "/total_audio_proc_ms",
                    schemaPath: "#/properties/total_audio_proc_ms/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  },
                ];
                return false;
              }
              var valid0 = _errs25 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.finished !== undefined) {
                let data13 = data.finished;
                const _errs27 = errors;
                if (typeof data13 !== "boolean") {
                  validate14.errors = [
                    {
                      instancePath: instancePath + "/finished",
                      schemaPath: "#/properties/finished/type",
                      keyword: "type",
                      params: { type: "boolean" },
                      message: "must be boolean",
                    },
                  ];
                  return false;
                }
                if (true !== data13) {
                  validate14.errors = [
                    {
                      instancePath: instancePath + "/finished",
                      schemaPath: "#/properties/finished/const",
                      keyword: "const",
                      params: { allowedValue: true },
                      message: "must be equal to constant",
                    },
                  ];
                  return false;
                }
                var valid0 = _errs27 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate14.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate14.errors = vErrors;
  return errors === 0;
}

export const validateResultMessage = validate15;
const schema16 = {
  type: "object",
  required: ["tokens", "final_audio_proc_ms", "total_audio_proc_ms"],
  properties: {
    tokens: {
      type: "array",
      maxItems: 10000,
      items: {
        type: "object",
        required: ["text", "confidence", "is_final"],
        properties: {
          text: { type: "string" },
          start_ms: { type: "integer" },
          end_ms: { type: "integer" },
          confidence: { type: "number" },
          is_final: { type: "boolean" },
          speaker: { type: "string" },
          language: { type: "string" },
          translation_status: { type: "string" },
          source_language: { type: "string" },
        },
      },
    },
    final_audio_proc_ms: { type: "integer" },
    total_audio_proc_ms: { type: "integer" },
  },
};

function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.tokens === undefined && (missing0 = "tokens")) ||
        (data.final_audio_proc_ms === undefined && (missing0 = "final_audio_proc_ms")) ||
        (data.total_audio_proc_ms === undefined && (missing0 = "total_audio_proc_ms"))
      ) {
        validate15.errors = [
          {
            instancePath,
            schemaPath: "#/required",
            keyword: "required",
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.tokens !== undefined) {
          let data0 = data.tokens;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              if (data0.length > 10000) {
                validate15.errors = [
                  {
                    instancePath: instancePath + "/tokens",
                    schemaPath: "#/properties/tokens/maxItems",
                    keyword: "maxItems",
                    params: { limit: 10000 },
                    message: "must NOT have more than 10000 items",
                  },
                ];
                return false;
              } else {
                var valid1 = true;
                const len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data1 = data0[i0];
                  const _errs3 = errors;
                  if (errors === _errs3) {
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                      let missing1;
                      if (
                        (data1.text === undefined && (missing1 = "text")) ||
                        (data1.confidence === undefined && (missing1 = "confidence")) ||
                        (data1.is_final === undefined && (missing1 = "is_final"))
                      ) {
                        validate15.errors = [
                          {
                            instancePath: instancePath + "/tokens/" + i0,
                            schemaPath: "#/properties/tokens/items/required",
                            keyword: "required",
                            params: { missingProperty: missing1 },
                            message: "must have required property '" + missing1 + "'",
                          },
                        ];
                        return false;
                      } else {
                        if (data1.text !== undefined) {
                          const _errs5 = errors;
                          if (typeof data1.text !== "string") {
                            validate15.errors = [
                              {
                                instancePath: instancePath + "/tokens/" + i0 + "/text",
                                schemaPath: "#/properties/tokens/items/properties/text/type",
                                keyword: "type",
                                params: { type: "string" },
                                message: "must be string",
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs5 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.start_ms !== undefined) {
                            let data3 = data1.start_ms;
                            const _errs7 = errors;
                            if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                              validate15.errors = [
                                {
                                  instancePath: instancePath + "/tokens/" + i0 + "/start_ms",
                                  schemaPath: "#/properties/tokens/items/properties/start_ms/type",
                                  keyword: "type",
                                  params: { type: "integer" },
                                  message: "must be integer",
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs7 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.end_ms !== undefined) {
                              let data4 = data1.end_ms;
                              const _errs9 = errors;
                              if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                                validate15.errors = [
                                  {
                                    instancePath: instancePath + "/tokens/" + i0 + "/end_ms",
                                    schemaPath: "#/properties/tokens/items/properties/end_ms/type",
                                    keyword: "type",
                                    params: { type: "integer" },
                                    message: "must be integer",
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs9 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.confidence !== undefined) {
                                let data5 = data1.confidence;
                                const _errs11 = errors;
                                if (!(typeof data5 == "number" && isFinite(data5))) {
                                  validate15.errors = [
                                    {
                                      instancePath: instancePath + "/tokens/" + i0 + "/confidence",
                                      schemaPath: "#/properties/tokens/items/properties/confidence/type",
                                      keyword: "type",
                                      params: { type: "number" },
                                      message: "must be number",
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs11 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.is_final !== undefined) {
                                  const _errs13 = errors;
                                  if (typeof data1.is_final !== "boolean") {
                                    validate15.errors = [
                                      {
                                        instancePath: instancePath + "/tokens/" + i0 + "/is_final",
                                        schemaPath: "#/properties/tokens/items/properties/is_final/type",
                                        keyword: "type",
                                        params: { type: "boolean" },
                                        message: "must be boolean",
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs13 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data1.speaker !== undefined) {
                                    const _errs15 = errors;
                                    if (typeof data1.speaker !== "string") {
                                      validate15.errors = [
                                        {
                                          instancePath: instancePath + "/tokens/" + i0 + "/speaker",
                                          schemaPath: "#/properties/tokens/items/properties/speaker/type",
                                          keyword: "type",
                                          params: { type: "string" },
                                          message: "must be string",
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid2 = _errs15 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data1.language !== undefined) {
                                      const _errs17 = errors;
                                      if (typeof data1.language !== "string") {
                                        validate15.errors = [
                                          {
                                            instancePath: instancePath + "/tokens/" + i0 + "/language",
                                            schemaPath: "#/properties/tokens/items/properties/language/type",
                                            keyword: "type",
                                            params: { type: "string" },
                                            message: "must be string",
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid2 = _errs17 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data1.translation_status !== undefined) {
                                        const _errs19 = errors;
                                        if (typeof data1.translation_status !== "string") {
                                          validate15.errors = [
                                            {
                                              instancePath: instancePath + "/tokens/" + i0 + "/translation_status",
                                              schemaPath:
                                                "#/properties/tokens/items/properties/translation_status/type",
                                              keyword: "type",
                                              params: { type: "string" },
                                              message: "must be string",
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid2 = _errs19 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
                                      if (valid2) {
                                        if (data1.source_language !== undefined) {
                                          const _errs21 = errors;
                                          if (typeof data1.source_language !== "string") {
                                            validate15.errors = [
                                              {
                                                instancePath: instancePath + "/tokens/" + i0 + "/source_language",
                                                schemaPath: "#/properties/tokens/items/properties/source_language/type",
                                                keyword: "type",
                                                params: { type: "string" },
                                                message: "must be string",
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid2 = _errs21 === errors;
                                        } else {
                                          var valid2 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate15.errors = [
                        {
                          instancePath: instancePath + "/tokens/" + i0,
                          schemaPath: "#/properties/tokens/items/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs3 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              }
            } else {
              validate15.errors = [
                {
                  instancePath: instancePath + "/tokens",
                  schemaPath: "#/properties/tokens/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                },
              ];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.final_audio_proc_ms !== undefined) {
            let data11 = data.final_audio_proc_ms;
            const _errs23 = errors;
            if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
              validate15.errors = [
                {
                  instancePath: instancePath + "/final_audio_proc_ms",
                  schemaPath: "#/properties/final_audio_proc_ms/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                },
              ];
              return false;
            }
            var valid0 = _errs23 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.total_audio_proc_ms !== undefined) {
              let data12 = data.total_audio_proc_ms;
              const _errs25 = errors;
              if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                validate15.errors = [
                  {
                    instancePath: instancePath + "/total_audio_proc_ms",
                    schemaPath: "#/properties/total_audio_proc_ms/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  },
                ];
                return false;
              }
              var valid0 = _errs25 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate15.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate15.errors = vErrors;
  return errors === 0;
}

export const validateErrorMessage = validate16;
const schema17 = {
  type: "object",
  required: ["error_code", "error_type", "error_message"],
  properties: {
    error_code: { type: "integer" },
    error_type: { type: "string" },
    error_message: { type: "string" },
    request_id: { type: "string" },
  },
};

function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.error_code === undefined && (missing0 = "error_code")) ||
        (data.error_type === undefined && (missing0 = "error_type")) ||
        (data.error_message === undefined && (missing0 = "error_message"))
      ) {
        validate16.errors = [
          {
            instancePath,
            schemaPath: "#/required",
            keyword: "required",
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.error_code !== undefined) {
          let data0 = data.error_code;
          const _errs1 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate16.errors = [
              {
                instancePath: instancePath + "/error_code",
                schemaPath: "#/properties/error_code/type",
                keyword: "type",
                params: { type: "integer" },
                message: "must be integer",
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.error_type !== undefined) {
            const _errs3 = errors;
            if (typeof data.error_type !== "string") {
              validate16.errors = [
                {
                  instancePath: instancePath + "/error_type",
                  schemaPath: "#/properties/error_type/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.error_message !== undefined) {
              const _errs5 = errors;
              if (typeof data.error_message !== "string") {
                validate16.errors = [
                  {
                    instancePath: instancePath + "/error_message",
                    schemaPath: "#/properties/error_message/type",
                    keyword: "type",
                    params: { type: "string" },
                    message: "must be string",
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.request_id !== undefined) {
                const _errs7 = errors;
                if (typeof data.request_id !== "string") {
                  validate16.errors = [
                    {
                      instancePath: instancePath + "/request_id",
                      schemaPath: "#/properties/request_id/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate16.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate16.errors = vErrors;
  return errors === 0;
}
