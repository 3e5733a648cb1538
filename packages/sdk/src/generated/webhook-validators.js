// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"use strict";
export const validateTranscriptionCompletedEvent = validate10;
const schema11 = {
  type: "object",
  required: ["type", "timestamp", "data"],
  properties: {
    type: { type: "string", const: "transcription.completed" },
    timestamp: { type: "string", format: "date-time", maxLength: 40 },
    data: { $ref: "shared:0" },
  },
};
const formats0 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
const schema12 = {
  type: "object",
  required: ["id", "status", "file_id", "client_reference_id"],
  properties: {
    id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    status: { $ref: "shared:1" },
    file_id: { type: ["string", "null"], maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    audio_url: { $ref: "shared:2" },
    client_reference_id: { type: ["string", "null"], maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
    error_type: { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
    error_message: { type: "string", maxLength: 2000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
  },
};
const schema13 = {
  anyOf: [
    { type: "string", enum: ["queued", "processing", "completed", "error"] },
    { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
  ],
};
const schema14 = { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" };
const pattern0 = /*#__PURE__*/ new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern1 = /*#__PURE__*/ new RegExp("^[a-z][a-z0-9_]*$", "u");
const pattern3 = /*#__PURE__*/ new RegExp("^https?://[^\\x00-\\x20\\x7F]+$", "u");
const pattern4 = /*#__PURE__*/ new RegExp("^[^\\x00-\\x1F\\x7F]*$", "u");
const pattern6 = /*#__PURE__*/ new RegExp("^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$", "u");
const formats2 = /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/;

function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = "id")) ||
        (data.status === undefined && (missing0 = "status")) ||
        (data.file_id === undefined && (missing0 = "file_id")) ||
        (data.client_reference_id === undefined && (missing0 = "client_reference_id"))
      ) {
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
        if (data.id !== undefined) {
          let data0 = data.id;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (typeof data0 === "string") {
              if (data0.length > 128) {
                validate11.errors = [
                  {
                    instancePath: instancePath + "/id",
                    schemaPath: "#/properties/id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  },
                ];
                return false;
              } else {
                if (!pattern0.test(data0)) {
                  validate11.errors = [
                    {
                      instancePath: instancePath + "/id",
                      schemaPath: "#/properties/id/pattern",
                      keyword: "pattern",
                      params: { pattern: "^[A-Za-z0-9_-]+$" },
                      message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                    },
                  ];
                  return false;
                }
              }
            } else {
              validate11.errors = [
                {
                  instancePath: instancePath + "/id",
                  schemaPath: "#/properties/id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
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
          if (data.status !== undefined) {
            let data1 = data.status;
            const _errs3 = errors;
            const _errs5 = errors;
            let valid2 = false;
            const _errs6 = errors;
            if (typeof data1 !== "string") {
              const err0 = {
                instancePath: instancePath + "/status",
                schemaPath: "shared:1/anyOf/0/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            if (!(data1 === "queued" || data1 === "processing" || data1 === "completed" || data1 === "error")) {
              const err1 = {
                instancePath: instancePath + "/status",
                schemaPath: "shared:1/anyOf/0/enum",
                keyword: "enum",
                params: { allowedValues: schema13.anyOf[0].enum },
                message: "must be equal to one of the allowed values",
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            var _valid0 = _errs6 === errors;
            valid2 = valid2 || _valid0;
            if (!valid2) {
              const _errs8 = errors;
              if (errors === _errs8) {
                if (typeof data1 === "string") {
                  if (data1.length > 64) {
                    const err2 = {
                      instancePath: instancePath + "/status",
                      schemaPath: "shared:1/anyOf/1/maxLength",
                      keyword: "maxLength",
                      params: { limit: 64 },
                      message: "must NOT have more than 64 characters",
                    };
                    if (vErrors === null) {
                      vErrors = [err2];
                    } else {
                      vErrors.push(err2);
                    }
                    errors++;
                  } else {
                    if (!pattern1.test(data1)) {
                      const err3 = {
                        instancePath: instancePath + "/status",
                        schemaPath: "shared:1/anyOf/1/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[a-z][a-z0-9_]*$" },
                        message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err3];
                      } else {
                        vErrors.push(err3);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err4 = {
                    instancePath: instancePath + "/status",
                    schemaPath: "shared:1/anyOf/1/type",
                    keyword: "type",
                    params: { type: "string" },
                    message: "must be string",
                  };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
              }
              var _valid0 = _errs8 === errors;
              valid2 = valid2 || _valid0;
            }
            if (!valid2) {
              const err5 = {
                instancePath: instancePath + "/status",
                schemaPath: "shared:1/anyOf",
                keyword: "anyOf",
                params: {},
                message: "must match a schema in anyOf",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              validate11.errors = vErrors;
              return false;
            } else {
              errors = _errs5;
              if (vErrors !== null) {
                if (_errs5) {
                  vErrors.length = _errs5;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.file_id !== undefined) {
              let data2 = data.file_id;
              const _errs10 = errors;
              if (typeof data2 !== "string" && data2 !== null) {
                validate11.errors = [
                  {
                    instancePath: instancePath + "/file_id",
                    schemaPath: "#/properties/file_id/type",
                    keyword: "type",
                    params: { type: schema12.properties.file_id.type },
                    message: "must be string,null",
                  },
                ];
                return false;
              }
              if (errors === _errs10) {
                if (typeof data2 === "string") {
                  if (data2.length > 128) {
                    validate11.errors = [
                      {
                        instancePath: instancePath + "/file_id",
                        schemaPath: "#/properties/file_id/maxLength",
                        keyword: "maxLength",
                        params: { limit: 128 },
                        message: "must NOT have more than 128 characters",
                      },
                    ];
                    return false;
                  } else {
                    if (!pattern0.test(data2)) {
                      validate11.errors = [
                        {
                          instancePath: instancePath + "/file_id",
                          schemaPath: "#/properties/file_id/pattern",
                          keyword: "pattern",
                          params: { pattern: "^[A-Za-z0-9_-]+$" },
                          message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                        },
                      ];
                      return false;
                    }
                  }
                }
              }
              var valid0 = _errs10 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.audio_url !== undefined) {
                let data3 = data.audio_url;
                const _errs12 = errors;
                const _errs13 = errors;
                if (errors === _errs13) {
                  if (errors === _errs13) {
                    if (typeof data3 === "string") {
                      if (data3.length > 2048) {
                        validate11.errors = [
                          {
                            instancePath: instancePath + "/audio_url",
                            schemaPath: "shared:2/maxLength",
                            keyword: "maxLength",
                            params: { limit: 2048 },
                            message: "must NOT have more than 2048 characters",
                          },
                        ];
                        return false;
                      } else {
                        if (!pattern3.test(data3)) {
                          validate11.errors = [
                            {
                              instancePath: instancePath + "/audio_url",
                              schemaPath: "shared:2/pattern",
                              keyword: "pattern",
                              params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
                              message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
                            },
                          ];
                          return false;
                        } else {
                          if (!formats2.test(data3)) {
                            validate11.errors = [
                              {
                                instancePath: instancePath + "/audio_url",
                                schemaPath: "shared:2/format",
                                keyword: "format",
                                params: { format: "uri" },
                                message: 'must match format "' + "uri" + '"',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                    } else {
                      validate11.errors = [
                        {
                          instancePath: instancePath + "/audio_url",
                          schemaPath: "shared:2/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs12 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.client_reference_id !== undefined) {
                  let data4 = data.client_reference_id;
                  const _errs15 = errors;
                  if (typeof data4 !== "string" && data4 !== null) {
                    validate11.errors = [
                      {
                        instancePath: instancePath + "/client_reference_id",
                        schemaPath: "#/properties/client_reference_id/type",
                        keyword: "type",
                        params: { type: schema12.properties.client_reference_id.type },
                        message: "must be string,null",
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs15) {
                    if (typeof data4 === "string") {
                      if (data4.length > 256) {
                        validate11.errors = [
                          {
                            instancePath: instancePath + "/client_reference_id",
                            schemaPath: "#/properties/client_reference_id/maxLength",
                            keyword: "maxLength",
                            params: { limit: 256 },
                            message: "must NOT have more than 256 characters",
                          },
                        ];
                        return false;
                      } else {
                        if (!pattern4.test(data4)) {
                          validate11.errors = [
                            {
                              instancePath: instancePath + "/client_reference_id",
                              schemaPath: "#/properties/client_reference_id/pattern",
                              keyword: "pattern",
                              params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                              message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                  }
                  var valid0 = _errs15 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.error_type !== undefined) {
                    let data5 = data.error_type;
                    const _errs17 = errors;
                    if (errors === _errs17) {
                      if (typeof data5 === "string") {
                        if (data5.length > 64) {
                          validate11.errors = [
                            {
                              instancePath: instancePath + "/error_type",
                              schemaPath: "#/properties/error_type/maxLength",
                              keyword: "maxLength",
                              params: { limit: 64 },
                              message: "must NOT have more than 64 characters",
                            },
                          ];
                          return false;
                        } else {
                          if (!pattern1.test(data5)) {
                            validate11.errors = [
                              {
                                instancePath: instancePath + "/error_type",
                                schemaPath: "#/properties/error_type/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[a-z][a-z0-9_]*$" },
                                message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
                              },
                            ];
                            return false;
                          }
                        }
                      } else {
                        validate11.errors = [
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
                    }
                    var valid0 = _errs17 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.error_message !== undefined) {
                      let data6 = data.error_message;
                      const _errs19 = errors;
                      if (errors === _errs19) {
                        if (typeof data6 === "string") {
                          if (data6.length > 2000) {
                            validate11.errors = [
                              {
                                instancePath: instancePath + "/error_message",
                                schemaPath: "#/properties/error_message/maxLength",
                                keyword: "maxLength",
                                params: { limit: 2000 },
                                message: "must NOT have more than 2000 characters",
                              },
                            ];
                            return false;
                          } else {
                            if (!pattern6.test(data6)) {
                              validate11.errors = [
                                {
                                  instancePath: instancePath + "/error_message",
                                  schemaPath: "#/properties/error_message/pattern",
                                  keyword: "pattern",
                                  params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                                  message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                                },
                              ];
                              return false;
                            }
                          }
                        } else {
                          validate11.errors = [
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
                      }
                      var valid0 = _errs19 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
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

function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.type === undefined && (missing0 = "type")) ||
        (data.timestamp === undefined && (missing0 = "timestamp")) ||
        (data.data === undefined && (missing0 = "data"))
      ) {
        validate10.errors = [
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
            validate10.errors = [
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
          if ("transcription.completed" !== data0) {
            validate10.errors = [
              {
                instancePath: instancePath + "/type",
                schemaPath: "#/properties/type/const",
                keyword: "const",
                params: { allowedValue: "transcription.completed" },
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
          if (data.timestamp !== undefined) {
            let data1 = data.timestamp;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (errors === _errs3) {
                if (typeof data1 === "string") {
                  if (data1.length > 40) {
                    validate10.errors = [
                      {
                        instancePath: instancePath + "/timestamp",
                        schemaPath: "#/properties/timestamp/maxLength",
                        keyword: "maxLength",
                        params: { limit: 40 },
                        message: "must NOT have more than 40 characters",
                      },
                    ];
                    return false;
                  } else {
                    if (!formats0.test(data1)) {
                      validate10.errors = [
                        {
                          instancePath: instancePath + "/timestamp",
                          schemaPath: "#/properties/timestamp/format",
                          keyword: "format",
                          params: { format: "date-time" },
                          message: 'must match format "' + "date-time" + '"',
                        },
                      ];
                      return false;
                    }
                  }
                } else {
                  validate10.errors = [
                    {
                      instancePath: instancePath + "/timestamp",
                      schemaPath: "#/properties/timestamp/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.data !== undefined) {
              const _errs5 = errors;
              if (
                !validate11(data.data, {
                  instancePath: instancePath + "/data",
                  parentData: data,
                  parentDataProperty: "data",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate10.errors = [
        { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" },
      ];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}

export const validateTranscriptionFailedEvent = validate13;
const schema15 = {
  type: "object",
  required: ["type", "timestamp", "data"],
  properties: {
    type: { type: "string", const: "transcription.failed" },
    timestamp: { type: "string", format: "date-time", maxLength: 40 },
    data: { $ref: "shared:0" },
  },
};

function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (
        (data.type === undefined && (missing0 = "type")) ||
        (data.timestamp === undefined && (missing0 = "timestamp")) ||
        (data.data === undefined && (missing0 = "data"))
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
          if ("transcription.failed" !== data0) {
            validate13.errors = [
              {
                instancePath: instancePath + "/type",
                schemaPath: "#/properties/type/const",
                keyword: "const",
                params: { allowedValue: "transcription.failed" },
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
          if (data.timestamp !== undefined) {
            let data1 = data.timestamp;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (errors === _errs3) {
                if (typeof data1 === "string") {
                  if (data1.length > 40) {
                    validate13.errors = [
                      {
                        instancePath: instancePath + "/timestamp",
                        schemaPath: "#/properties/timestamp/maxLength",
                        keyword: "maxLength",
                        params: { limit: 40 },
                        message: "must NOT have more than 40 characters",
                      },
                    ];
                    return false;
                  } else {
                    if (!formats0.test(data1)) {
                      validate13.errors = [
                        {
                          instancePath: instancePath + "/timestamp",
                          schemaPath: "#/properties/timestamp/format",
                          keyword: "format",
                          params: { format: "date-time" },
                          message: 'must match format "' + "date-time" + '"',
                        },
                      ];
                      return false;
                    }
                  }
                } else {
                  validate13.errors = [
                    {
                      instancePath: instancePath + "/timestamp",
                      schemaPath: "#/properties/timestamp/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.data !== undefined) {
              const _errs5 = errors;
              if (
                !validate11(data.data, {
                  instancePath: instancePath + "/data",
                  parentData: data,
                  parentDataProperty: "data",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                errors = vErrors.length;
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
