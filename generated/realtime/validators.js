// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.
"use strict";
export const validateConfigMessage = validate10;
const schema11 = {
  allOf: [
    {
      type: "object",
      properties: {
        model: { type: "string", minLength: 1, maxLength: 128 },
        enable_speaker_diarization: { type: "boolean" },
        enable_streaming: { type: "boolean" },
        translation: {
          oneOf: [
            {
              type: "object",
              required: ["type", "target_language"],
              additionalProperties: false,
              properties: {
                type: { type: "string", const: "one_way" },
                target_language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
              },
            },
            {
              type: "object",
              required: ["type", "language_a", "language_b"],
              additionalProperties: false,
              properties: {
                type: { type: "string", const: "two_way" },
                language_a: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                language_b: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
              },
            },
          ],
        },
        context: {
          type: "object",
          additionalProperties: false,
          properties: {
            general: {
              type: "array",
              maxItems: 100,
              items: {
                type: "object",
                required: ["key", "value"],
                additionalProperties: false,
                properties: {
                  key: { type: "string", minLength: 1, maxLength: 256 },
                  value: { type: "string", maxLength: 1000 },
                },
              },
            },
            text: { type: "string", maxLength: 10000 },
            terms: { type: "array", maxItems: 1000, items: { type: "string", minLength: 1, maxLength: 256 } },
            translation_terms: {
              type: "array",
              maxItems: 1000,
              items: {
                type: "object",
                required: ["source", "target"],
                additionalProperties: false,
                properties: {
                  source: { type: "string", minLength: 1, maxLength: 256 },
                  target: { type: "string", minLength: 1, maxLength: 256 },
                },
              },
            },
          },
        },
        language_hints: {
          type: "array",
          maxItems: 100,
          items: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
        },
        enable_language_identification: { type: "boolean" },
        client_reference_id: { type: "string", maxLength: 256 },
      },
    },
    {
      type: "object",
      required: ["model", "audio_format"],
      properties: {
        model: { type: "string", minLength: 1, maxLength: 128 },
        audio_format: {
          type: "string",
          enum: ["auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw"],
        },
        sample_rate: { type: "integer", minimum: 8000, maximum: 96000 },
        num_channels: { type: "integer", minimum: 1, maximum: 8 },
        enable_endpoint_detection: { type: "boolean" },
        api_key: { type: "string" },
      },
    },
    {
      anyOf: [
        { type: "object", properties: { audio_format: { enum: ["auto", "wav", "mp3", "ogg", "webm", "flac"] } } },
        {
          type: "object",
          properties: { sample_rate: { type: "integer" }, num_channels: { type: "integer" } },
          required: ["sample_rate", "num_channels"],
        },
      ],
    },
  ],
};
const pattern0 = /*#__PURE__*/ new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", "u");

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
                              if (!pattern0.test(data5)) {
                                const err4 = {
                                  instancePath: instancePath + "/translation/target_language",
                                  schemaPath:
                                    "#/allOf/0/properties/translation/oneOf/0/properties/target_language/pattern",
                                  keyword: "pattern",
                                  params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                  message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                };
                                if (vErrors === null) {
                                  vErrors = [err4];
                                } else {
                                  vErrors.push(err4);
                                }
                                errors++;
                              }
                            } else {
                              const err5 = {
                                instancePath: instancePath + "/translation/target_language",
                                schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/target_language/type",
                                keyword: "type",
                                params: { type: "string" },
                                message: "must be string",
                              };
                              if (vErrors === null) {
                                vErrors = [err5];
                              } else {
                                vErrors.push(err5);
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
                  const err6 = {
                    instancePath: instancePath + "/translation",
                    schemaPath: "#/allOf/0/properties/translation/oneOf/0/type",
                    keyword: "type",
                    params: { type: "object" },
                    message: "must be object",
                  };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
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
                    const err7 = {
                      instancePath: instancePath + "/translation",
                      schemaPath: "#/allOf/0/properties/translation/oneOf/1/required",
                      keyword: "required",
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  } else {
                    const _errs19 = errors;
                    for (const key1 in data3) {
                      if (!(key1 === "type" || key1 === "language_a" || key1 === "language_b")) {
                        const err8 = {
                          instancePath: instancePath + "/translation",
                          schemaPath: "#/allOf/0/properties/translation/oneOf/1/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key1 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err8];
                        } else {
                          vErrors.push(err8);
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
                          const err9 = {
                            instancePath: instancePath + "/translation/type",
                            schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/type/type",
                            keyword: "type",
                            params: { type: "string" },
                            message: "must be string",
                          };
                          if (vErrors === null) {
                            vErrors = [err9];
                          } else {
                            vErrors.push(err9);
                          }
                          errors++;
                        }
                        if ("two_way" !== data6) {
                          const err10 = {
                            instancePath: instancePath + "/translation/type",
                            schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/type/const",
                            keyword: "const",
                            params: { allowedValue: "two_way" },
                            message: "must be equal to constant",
                          };
                          if (vErrors === null) {
                            vErrors = [err10];
                          } else {
                            vErrors.push(err10);
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
                              if (!pattern0.test(data7)) {
                                const err11 = {
                                  instancePath: instancePath + "/translation/language_a",
                                  schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_a/pattern",
                                  keyword: "pattern",
                                  params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                                  message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                                };
                                if (vErrors === null) {
                                  vErrors = [err11];
                                } else {
                                  vErrors.push(err11);
                                }
                                errors++;
                              }
                            } else {
                              const err12 = {
                                instancePath: instancePath + "/translation/language_a",
                                schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_a/type",
                                keyword: "type",
                                params: { type: "string" },
                                message: "must be string",
                              };
                              if (vErrors === null) {
                                vErrors = [err12];
                              } else {
                                vErrors.push(err12);
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
                                if (!pattern0.test(data8)) {
                                  const err13 = {
                                    instancePath: instancePath + "/translation/language_b",
                                    schemaPath:
                                      "#/allOf/0/properties/translation/oneOf/1/properties/language_b/pattern",
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
                              } else {
                                const err14 = {
                                  instancePath: instancePath + "/translation/language_b",
                                  schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_b/type",
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
                            var valid4 = _errs24 === errors;
                          } else {
                            var valid4 = true;
                          }
                        }
                      }
                    }
                  }
                } else {
                  const err15 = {
                    instancePath: instancePath + "/translation",
                    schemaPath: "#/allOf/0/properties/translation/oneOf/1/type",
                    keyword: "type",
                    params: { type: "object" },
                    message: "must be object",
                  };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
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
                const err16 = {
                  instancePath: instancePath + "/translation",
                  schemaPath: "#/allOf/0/properties/translation/oneOf",
                  keyword: "oneOf",
                  params: { passingSchemas: passing0 },
                  message: "must match exactly one schema in oneOf",
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
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
                              if (!pattern0.test(data22)) {
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
          if (data.model !== undefined) {
            let data25 = data.model;
            const _errs63 = errors;
            if (errors === _errs63) {
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
            var valid12 = _errs63 === errors;
          } else {
            var valid12 = true;
          }
          if (valid12) {
            if (data.audio_format !== undefined) {
              let data26 = data.audio_format;
              const _errs65 = errors;
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
              var valid12 = _errs65 === errors;
            } else {
              var valid12 = true;
            }
            if (valid12) {
              if (data.sample_rate !== undefined) {
                let data27 = data.sample_rate;
                const _errs67 = errors;
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
                if (errors === _errs67) {
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
                var valid12 = _errs67 === errors;
              } else {
                var valid12 = true;
              }
              if (valid12) {
                if (data.num_channels !== undefined) {
                  let data28 = data.num_channels;
                  const _errs69 = errors;
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
                  if (errors === _errs69) {
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
                  var valid12 = _errs69 === errors;
                } else {
                  var valid12 = true;
                }
                if (valid12) {
                  if (data.enable_endpoint_detection !== undefined) {
                    const _errs71 = errors;
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
                    var valid12 = _errs71 === errors;
                  } else {
                    var valid12 = true;
                  }
                  if (valid12) {
                    if (data.api_key !== undefined) {
                      const _errs73 = errors;
                      if (typeof data.api_key !== "string") {
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
                      var valid12 = _errs73 === errors;
                    } else {
                      var valid12 = true;
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
      const _errs75 = errors;
      const _errs76 = errors;
      let valid13 = false;
      const _errs77 = errors;
      if (errors === _errs77) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.audio_format !== undefined) {
            let data31 = data.audio_format;
            if (
              !(
                data31 === "auto" ||
                data31 === "wav" ||
                data31 === "mp3" ||
                data31 === "ogg" ||
                data31 === "webm" ||
                data31 === "flac"
              )
            ) {
              const err17 = {
                instancePath: instancePath + "/audio_format",
                schemaPath: "#/allOf/2/anyOf/0/properties/audio_format/enum",
                keyword: "enum",
                params: { allowedValues: schema11.allOf[2].anyOf[0].properties.audio_format.enum },
                message: "must be equal to one of the allowed values",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        } else {
          const err18 = {
            instancePath,
            schemaPath: "#/allOf/2/anyOf/0/type",
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
      var _valid1 = _errs77 === errors;
      valid13 = valid13 || _valid1;
      if (!valid13) {
        const _errs80 = errors;
        if (errors === _errs80) {
          if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing5;
            if (
              (data.sample_rate === undefined && (missing5 = "sample_rate")) ||
              (data.num_channels === undefined && (missing5 = "num_channels"))
            ) {
              const err19 = {
                instancePath,
                schemaPath: "#/allOf/2/anyOf/1/required",
                keyword: "required",
                params: { missingProperty: missing5 },
                message: "must have required property '" + missing5 + "'",
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            } else {
              if (data.sample_rate !== undefined) {
                let data32 = data.sample_rate;
                const _errs82 = errors;
                if (!(typeof data32 == "number" && !(data32 % 1) && !isNaN(data32) && isFinite(data32))) {
                  const err20 = {
                    instancePath: instancePath + "/sample_rate",
                    schemaPath: "#/allOf/2/anyOf/1/properties/sample_rate/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                var valid15 = _errs82 === errors;
              } else {
                var valid15 = true;
              }
              if (valid15) {
                if (data.num_channels !== undefined) {
                  let data33 = data.num_channels;
                  const _errs84 = errors;
                  if (!(typeof data33 == "number" && !(data33 % 1) && !isNaN(data33) && isFinite(data33))) {
                    const err21 = {
                      instancePath: instancePath + "/num_channels",
                      schemaPath: "#/allOf/2/anyOf/1/properties/num_channels/type",
                      keyword: "type",
                      params: { type: "integer" },
                      message: "must be integer",
                    };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                  var valid15 = _errs84 === errors;
                } else {
                  var valid15 = true;
                }
              }
            }
          } else {
            const err22 = {
              instancePath,
              schemaPath: "#/allOf/2/anyOf/1/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        var _valid1 = _errs80 === errors;
        valid13 = valid13 || _valid1;
      }
      if (!valid13) {
        const err23 = {
          instancePath,
          schemaPath: "#/allOf/2/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
        validate10.errors = vErrors;
        return false;
      } else {
        errors = _errs76;
        if (vErrors !== null) {
          if (_errs76) {
            vErrors.length = _errs76;
          } else {
            vErrors = null;
          }
        }
      }
      var valid0 = _errs75 === errors;
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
    trailing_silence_ms: { type: "integer", minimum: 0, maximum: 10000 },
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
                                            schemaPath: "#/properties/tokens/items/properties/translation_status/type",
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
