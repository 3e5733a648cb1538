// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"use strict";
export const v0 = validate10;
const schema11 = { type: "object", properties: {}, required: [] };

function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}

export const v1 = validate11;
const schema12 = {
  type: "object",
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 1000, format: "int32" },
    cursor: { type: "string", minLength: 1, maxLength: 1024, pattern: "^[A-Za-z0-9_=-]+$" },
  },
  required: [],
};
const pattern0 = /*#__PURE__*/ new RegExp("^[A-Za-z0-9_=-]+$", "u");

function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.limit !== undefined) {
      let data0 = data.limit;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0))) {
        const err0 = {
          instancePath: instancePath + "/limit",
          schemaPath: "#/properties/limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 > 1000 || isNaN(data0)) {
          const err1 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000 },
            message: "must be <= 1000",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err2 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.cursor !== undefined) {
      let data1 = data.cursor;
      if (typeof data1 === "string") {
        if (data1.length > 1024) {
          const err3 = {
            instancePath: instancePath + "/cursor",
            schemaPath: "#/properties/cursor/maxLength",
            keyword: "maxLength",
            params: { limit: 1024 },
            message: "must NOT have more than 1024 characters",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err4 = {
            instancePath: instancePath + "/cursor",
            schemaPath: "#/properties/cursor/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern0.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/cursor",
            schemaPath: "#/properties/cursor/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_=-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_=-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/cursor",
          schemaPath: "#/properties/cursor/type",
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
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
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
  validate11.errors = vErrors;
  return errors === 0;
}

export const v2 = validate12;
const schema13 = {
  type: "object",
  required: ["files", "next_page_cursor"],
  properties: {
    files: {
      type: "array",
      maxItems: 1000,
      items: {
        type: "object",
        required: ["file_id", "status", "filename", "size", "created_at", "client_reference_id"],
        properties: {
          file_id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
          status: {
            anyOf: [
              { type: "string", enum: ["uploaded", "expired"] },
              { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
            ],
          },
          filename: { type: "string", maxLength: 255, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
          size: { type: "integer", minimum: 0, maximum: 1073741824, format: "int64" },
          created_at: { type: "string", format: "date-time", maxLength: 40 },
          client_reference_id: { type: ["string", "null"], maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
        },
        additionalProperties: false,
      },
    },
    next_page_cursor: { type: ["string", "null"], maxLength: 1024, pattern: "^[A-Za-z0-9_=-]+$" },
  },
  additionalProperties: false,
};
const pattern1 = /*#__PURE__*/ new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern2 = /*#__PURE__*/ new RegExp("^[a-z][a-z0-9_]*$", "u");
const pattern3 = /*#__PURE__*/ new RegExp("^[^\\x00-\\x1F\\x7F]*$", "u");
const formats0 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:?\d{2})$/;

function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.files === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "files" },
        message: "must have required property '" + "files" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.next_page_cursor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "next_page_cursor" },
        message: "must have required property '" + "next_page_cursor" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "files" || key0 === "next_page_cursor")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.files !== undefined) {
      let data0 = data.files;
      if (Array.isArray(data0)) {
        if (data0.length > 1000) {
          const err3 = {
            instancePath: instancePath + "/files",
            schemaPath: "#/properties/files/maxItems",
            keyword: "maxItems",
            params: { limit: 1000 },
            message: "must NOT have more than 1000 items",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.file_id === undefined) {
              const err4 = {
                instancePath: instancePath + "/files/" + i0,
                schemaPath: "#/properties/files/items/required",
                keyword: "required",
                params: { missingProperty: "file_id" },
                message: "must have required property '" + "file_id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.status === undefined) {
              const err5 = {
                instancePath: instancePath + "/files/" + i0,
                schemaPath: "#/properties/files/items/required",
                keyword: "required",
                params: { missingProperty: "status" },
                message: "must have required property '" + "status" + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.filename === undefined) {
              const err6 = {
                instancePath: instancePath + "/files/" + i0,
                schemaPath: "#/properties/files/items/required",
                keyword: "required",
                params: { missingProperty: "filename" },
                message: "must have required property '" + "filename" + "'",
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data1.size === undefined) {
              const err7 = {
                instancePath: instancePath + "/files/" + i0,
                schemaPath: "#/properties/files/items/required",
                keyword: "required",
                params: { missingProperty: "size" },
                message: "must have required property '" + "size" + "'",
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1.created_at === undefined) {
              const err8 = {
                instancePath: instancePath + "/files/" + i0,
                schemaPath: "#/properties/files/items/required",
                keyword: "required",
                params: { missingProperty: "created_at" },
                message: "must have required property '" + "created_at" + "'",
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1.client_reference_id === undefined) {
              const err9 = {
                instancePath: instancePath + "/files/" + i0,
                schemaPath: "#/properties/files/items/required",
                keyword: "required",
                params: { missingProperty: "client_reference_id" },
                message: "must have required property '" + "client_reference_id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (
                !(
                  key1 === "file_id" ||
                  key1 === "status" ||
                  key1 === "filename" ||
                  key1 === "size" ||
                  key1 === "created_at" ||
                  key1 === "client_reference_id"
                )
              ) {
                const err10 = {
                  instancePath: instancePath + "/files/" + i0,
                  schemaPath: "#/properties/files/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data1.file_id !== undefined) {
              let data2 = data1.file_id;
              if (typeof data2 === "string") {
                if (data2.length > 128) {
                  const err11 = {
                    instancePath: instancePath + "/files/" + i0 + "/file_id",
                    schemaPath: "#/properties/files/items/properties/file_id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
                if (!pattern1.test(data2)) {
                  const err12 = {
                    instancePath: instancePath + "/files/" + i0 + "/file_id",
                    schemaPath: "#/properties/files/items/properties/file_id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[A-Za-z0-9_-]+$" },
                    message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = {
                  instancePath: instancePath + "/files/" + i0 + "/file_id",
                  schemaPath: "#/properties/files/items/properties/file_id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data1.status !== undefined) {
              let data3 = data1.status;
              const _errs10 = errors;
              let valid4 = false;
              const _errs11 = errors;
              if (typeof data3 !== "string") {
                const err14 = {
                  instancePath: instancePath + "/files/" + i0 + "/status",
                  schemaPath: "#/properties/files/items/properties/status/anyOf/0/type",
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
              if (!(data3 === "uploaded" || data3 === "expired")) {
                const err15 = {
                  instancePath: instancePath + "/files/" + i0 + "/status",
                  schemaPath: "#/properties/files/items/properties/status/anyOf/0/enum",
                  keyword: "enum",
                  params: { allowedValues: schema13.properties.files.items.properties.status.anyOf[0].enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              var _valid0 = _errs11 === errors;
              valid4 = valid4 || _valid0;
              if (!valid4) {
                const _errs13 = errors;
                if (typeof data3 === "string") {
                  if (data3.length > 64) {
                    const err16 = {
                      instancePath: instancePath + "/files/" + i0 + "/status",
                      schemaPath: "#/properties/files/items/properties/status/anyOf/1/maxLength",
                      keyword: "maxLength",
                      params: { limit: 64 },
                      message: "must NOT have more than 64 characters",
                    };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                  if (!pattern2.test(data3)) {
                    const err17 = {
                      instancePath: instancePath + "/files/" + i0 + "/status",
                      schemaPath: "#/properties/files/items/properties/status/anyOf/1/pattern",
                      keyword: "pattern",
                      params: { pattern: "^[a-z][a-z0-9_]*$" },
                      message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
                    };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = {
                    instancePath: instancePath + "/files/" + i0 + "/status",
                    schemaPath: "#/properties/files/items/properties/status/anyOf/1/type",
                    keyword: "type",
                    params: { type: "string" },
                    message: "must be string",
                  };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
                var _valid0 = _errs13 === errors;
                valid4 = valid4 || _valid0;
              }
              if (!valid4) {
                const err19 = {
                  instancePath: instancePath + "/files/" + i0 + "/status",
                  schemaPath: "#/properties/files/items/properties/status/anyOf",
                  keyword: "anyOf",
                  params: {},
                  message: "must match a schema in anyOf",
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              } else {
                errors = _errs10;
                if (vErrors !== null) {
                  if (_errs10) {
                    vErrors.length = _errs10;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data1.filename !== undefined) {
              let data4 = data1.filename;
              if (typeof data4 === "string") {
                if (data4.length > 255) {
                  const err20 = {
                    instancePath: instancePath + "/files/" + i0 + "/filename",
                    schemaPath: "#/properties/files/items/properties/filename/maxLength",
                    keyword: "maxLength",
                    params: { limit: 255 },
                    message: "must NOT have more than 255 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (!pattern3.test(data4)) {
                  const err21 = {
                    instancePath: instancePath + "/files/" + i0 + "/filename",
                    schemaPath: "#/properties/files/items/properties/filename/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = {
                  instancePath: instancePath + "/files/" + i0 + "/filename",
                  schemaPath: "#/properties/files/items/properties/filename/type",
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
            }
            if (data1.size !== undefined) {
              let data5 = data1.size;
              if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5))) {
                const err23 = {
                  instancePath: instancePath + "/files/" + i0 + "/size",
                  schemaPath: "#/properties/files/items/properties/size/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
              if (typeof data5 == "number") {
                if (data5 > 1073741824 || isNaN(data5)) {
                  const err24 = {
                    instancePath: instancePath + "/files/" + i0 + "/size",
                    schemaPath: "#/properties/files/items/properties/size/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 1073741824 },
                    message: "must be <= 1073741824",
                  };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                if (data5 < 0 || isNaN(data5)) {
                  const err25 = {
                    instancePath: instancePath + "/files/" + i0 + "/size",
                    schemaPath: "#/properties/files/items/properties/size/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            }
            if (data1.created_at !== undefined) {
              let data6 = data1.created_at;
              if (typeof data6 === "string") {
                if (data6.length > 40) {
                  const err26 = {
                    instancePath: instancePath + "/files/" + i0 + "/created_at",
                    schemaPath: "#/properties/files/items/properties/created_at/maxLength",
                    keyword: "maxLength",
                    params: { limit: 40 },
                    message: "must NOT have more than 40 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (!formats0.test(data6)) {
                  const err27 = {
                    instancePath: instancePath + "/files/" + i0 + "/created_at",
                    schemaPath: "#/properties/files/items/properties/created_at/format",
                    keyword: "format",
                    params: { format: "date-time" },
                    message: 'must match format "' + "date-time" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              } else {
                const err28 = {
                  instancePath: instancePath + "/files/" + i0 + "/created_at",
                  schemaPath: "#/properties/files/items/properties/created_at/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data1.client_reference_id !== undefined) {
              let data7 = data1.client_reference_id;
              if (typeof data7 !== "string" && data7 !== null) {
                const err29 = {
                  instancePath: instancePath + "/files/" + i0 + "/client_reference_id",
                  schemaPath: "#/properties/files/items/properties/client_reference_id/type",
                  keyword: "type",
                  params: { type: schema13.properties.files.items.properties.client_reference_id.type },
                  message: "must be string,null",
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              if (typeof data7 === "string") {
                if (data7.length > 256) {
                  const err30 = {
                    instancePath: instancePath + "/files/" + i0 + "/client_reference_id",
                    schemaPath: "#/properties/files/items/properties/client_reference_id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 256 },
                    message: "must NOT have more than 256 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                if (!pattern3.test(data7)) {
                  const err31 = {
                    instancePath: instancePath + "/files/" + i0 + "/client_reference_id",
                    schemaPath: "#/properties/files/items/properties/client_reference_id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err32 = {
              instancePath: instancePath + "/files/" + i0,
              schemaPath: "#/properties/files/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = {
          instancePath: instancePath + "/files",
          schemaPath: "#/properties/files/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.next_page_cursor !== undefined) {
      let data8 = data.next_page_cursor;
      if (typeof data8 !== "string" && data8 !== null) {
        const err34 = {
          instancePath: instancePath + "/next_page_cursor",
          schemaPath: "#/properties/next_page_cursor/type",
          keyword: "type",
          params: { type: schema13.properties.next_page_cursor.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data8 === "string") {
        if (data8.length > 1024) {
          const err35 = {
            instancePath: instancePath + "/next_page_cursor",
            schemaPath: "#/properties/next_page_cursor/maxLength",
            keyword: "maxLength",
            params: { limit: 1024 },
            message: "must NOT have more than 1024 characters",
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (!pattern0.test(data8)) {
          const err36 = {
            instancePath: instancePath + "/next_page_cursor",
            schemaPath: "#/properties/next_page_cursor/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_=-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_=-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
    }
  } else {
    const err37 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}

export const v3 = validate13;
const schema14 = {
  type: "object",
  required: ["status_code", "error_type", "message", "request_id"],
  properties: {
    status_code: { type: "integer", minimum: 400, maximum: 599, format: "int32" },
    error_type: { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
    message: { type: "string", maxLength: 2000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
    validation_errors: {
      type: "array",
      items: {
        type: "object",
        required: ["error_type", "location", "message"],
        properties: {
          error_type: { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
          location: { type: "string", maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
          message: { type: "string", maxLength: 2000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
        },
        additionalProperties: false,
      },
      maxItems: 100,
    },
    request_id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
  },
  additionalProperties: false,
};
const pattern7 = /*#__PURE__*/ new RegExp("^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$", "u");

function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status_code === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status_code" },
        message: "must have required property '" + "status_code" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error_type === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "error_type" },
        message: "must have required property '" + "error_type" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
        message: "must have required property '" + "message" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.request_id === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "request_id" },
        message: "must have required property '" + "request_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (
        !(
          key0 === "status_code" ||
          key0 === "error_type" ||
          key0 === "message" ||
          key0 === "validation_errors" ||
          key0 === "request_id"
        )
      ) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.status_code !== undefined) {
      let data0 = data.status_code;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0))) {
        const err5 = {
          instancePath: instancePath + "/status_code",
          schemaPath: "#/properties/status_code/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 > 599 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + "/status_code",
            schemaPath: "#/properties/status_code/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 599 },
            message: "must be <= 599",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 400 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + "/status_code",
            schemaPath: "#/properties/status_code/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 400 },
            message: "must be >= 400",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.error_type !== undefined) {
      let data1 = data.error_type;
      if (typeof data1 === "string") {
        if (data1.length > 64) {
          const err8 = {
            instancePath: instancePath + "/error_type",
            schemaPath: "#/properties/error_type/maxLength",
            keyword: "maxLength",
            params: { limit: 64 },
            message: "must NOT have more than 64 characters",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!pattern2.test(data1)) {
          const err9 = {
            instancePath: instancePath + "/error_type",
            schemaPath: "#/properties/error_type/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z][a-z0-9_]*$" },
            message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/error_type",
          schemaPath: "#/properties/error_type/type",
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
    }
    if (data.message !== undefined) {
      let data2 = data.message;
      if (typeof data2 === "string") {
        if (data2.length > 2000) {
          const err11 = {
            instancePath: instancePath + "/message",
            schemaPath: "#/properties/message/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!pattern7.test(data2)) {
          const err12 = {
            instancePath: instancePath + "/message",
            schemaPath: "#/properties/message/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.validation_errors !== undefined) {
      let data3 = data.validation_errors;
      if (Array.isArray(data3)) {
        if (data3.length > 100) {
          const err14 = {
            instancePath: instancePath + "/validation_errors",
            schemaPath: "#/properties/validation_errors/maxItems",
            keyword: "maxItems",
            params: { limit: 100 },
            message: "must NOT have more than 100 items",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.error_type === undefined) {
              const err15 = {
                instancePath: instancePath + "/validation_errors/" + i0,
                schemaPath: "#/properties/validation_errors/items/required",
                keyword: "required",
                params: { missingProperty: "error_type" },
                message: "must have required property '" + "error_type" + "'",
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data4.location === undefined) {
              const err16 = {
                instancePath: instancePath + "/validation_errors/" + i0,
                schemaPath: "#/properties/validation_errors/items/required",
                keyword: "required",
                params: { missingProperty: "location" },
                message: "must have required property '" + "location" + "'",
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data4.message === undefined) {
              const err17 = {
                instancePath: instancePath + "/validation_errors/" + i0,
                schemaPath: "#/properties/validation_errors/items/required",
                keyword: "required",
                params: { missingProperty: "message" },
                message: "must have required property '" + "message" + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "error_type" || key1 === "location" || key1 === "message")) {
                const err18 = {
                  instancePath: instancePath + "/validation_errors/" + i0,
                  schemaPath: "#/properties/validation_errors/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data4.error_type !== undefined) {
              let data5 = data4.error_type;
              if (typeof data5 === "string") {
                if (data5.length > 64) {
                  const err19 = {
                    instancePath: instancePath + "/validation_errors/" + i0 + "/error_type",
                    schemaPath: "#/properties/validation_errors/items/properties/error_type/maxLength",
                    keyword: "maxLength",
                    params: { limit: 64 },
                    message: "must NOT have more than 64 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (!pattern2.test(data5)) {
                  const err20 = {
                    instancePath: instancePath + "/validation_errors/" + i0 + "/error_type",
                    schemaPath: "#/properties/validation_errors/items/properties/error_type/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z][a-z0-9_]*$" },
                    message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              } else {
                const err21 = {
                  instancePath: instancePath + "/validation_errors/" + i0 + "/error_type",
                  schemaPath: "#/properties/validation_errors/items/properties/error_type/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data4.location !== undefined) {
              let data6 = data4.location;
              if (typeof data6 === "string") {
                if (data6.length > 256) {
                  const err22 = {
                    instancePath: instancePath + "/validation_errors/" + i0 + "/location",
                    schemaPath: "#/properties/validation_errors/items/properties/location/maxLength",
                    keyword: "maxLength",
                    params: { limit: 256 },
                    message: "must NOT have more than 256 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (!pattern3.test(data6)) {
                  const err23 = {
                    instancePath: instancePath + "/validation_errors/" + i0 + "/location",
                    schemaPath: "#/properties/validation_errors/items/properties/location/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              } else {
                const err24 = {
                  instancePath: instancePath + "/validation_errors/" + i0 + "/location",
                  schemaPath: "#/properties/validation_errors/items/properties/location/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data4.message !== undefined) {
              let data7 = data4.message;
              if (typeof data7 === "string") {
                if (data7.length > 2000) {
                  const err25 = {
                    instancePath: instancePath + "/validation_errors/" + i0 + "/message",
                    schemaPath: "#/properties/validation_errors/items/properties/message/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2000 },
                    message: "must NOT have more than 2000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
                if (!pattern7.test(data7)) {
                  const err26 = {
                    instancePath: instancePath + "/validation_errors/" + i0 + "/message",
                    schemaPath: "#/properties/validation_errors/items/properties/message/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              } else {
                const err27 = {
                  instancePath: instancePath + "/validation_errors/" + i0 + "/message",
                  schemaPath: "#/properties/validation_errors/items/properties/message/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
          } else {
            const err28 = {
              instancePath: instancePath + "/validation_errors/" + i0,
              schemaPath: "#/properties/validation_errors/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = {
          instancePath: instancePath + "/validation_errors",
          schemaPath: "#/properties/validation_errors/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.request_id !== undefined) {
      let data8 = data.request_id;
      if (typeof data8 === "string") {
        if (data8.length > 128) {
          const err30 = {
            instancePath: instancePath + "/request_id",
            schemaPath: "#/properties/request_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (!pattern1.test(data8)) {
          const err31 = {
            instancePath: instancePath + "/request_id",
            schemaPath: "#/properties/request_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = {
          instancePath: instancePath + "/request_id",
          schemaPath: "#/properties/request_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
  } else {
    const err33 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err33];
    } else {
      vErrors.push(err33);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}

export const v4 = validate14;
const schema15 = {
  type: "object",
  properties: {
    "x-request-id": { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    "ratelimit-limit": { type: "integer", format: "int32", minimum: 0, maximum: 1000000 },
    "ratelimit-remaining": { type: "integer", format: "int32", minimum: 0, maximum: 1000000 },
    "ratelimit-reset": { type: "integer", format: "int32", minimum: 0, maximum: 86400 },
  },
  required: ["x-request-id"],
};

function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["x-request-id"] === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "x-request-id" },
        message: "must have required property '" + "x-request-id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data["x-request-id"] !== undefined) {
      let data0 = data["x-request-id"];
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/x-request-id",
          schemaPath: "#/properties/x-request-id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data["ratelimit-limit"] !== undefined) {
      let data1 = data["ratelimit-limit"];
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1))) {
        const err4 = {
          instancePath: instancePath + "/ratelimit-limit",
          schemaPath: "#/properties/ratelimit-limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 > 1000000 || isNaN(data1)) {
          const err5 = {
            instancePath: instancePath + "/ratelimit-limit",
            schemaPath: "#/properties/ratelimit-limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000000 },
            message: "must be <= 1000000",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + "/ratelimit-limit",
            schemaPath: "#/properties/ratelimit-limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data["ratelimit-remaining"] !== undefined) {
      let data2 = data["ratelimit-remaining"];
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2))) {
        const err7 = {
          instancePath: instancePath + "/ratelimit-remaining",
          schemaPath: "#/properties/ratelimit-remaining/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 > 1000000 || isNaN(data2)) {
          const err8 = {
            instancePath: instancePath + "/ratelimit-remaining",
            schemaPath: "#/properties/ratelimit-remaining/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000000 },
            message: "must be <= 1000000",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + "/ratelimit-remaining",
            schemaPath: "#/properties/ratelimit-remaining/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data["ratelimit-reset"] !== undefined) {
      let data3 = data["ratelimit-reset"];
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3))) {
        const err10 = {
          instancePath: instancePath + "/ratelimit-reset",
          schemaPath: "#/properties/ratelimit-reset/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 == "number") {
        if (data3 > 86400 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + "/ratelimit-reset",
            schemaPath: "#/properties/ratelimit-reset/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 86400 },
            message: "must be <= 86400",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + "/ratelimit-reset",
            schemaPath: "#/properties/ratelimit-reset/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}

export const v5 = validate15;
const schema16 = {
  type: "object",
  properties: {
    "x-request-id": { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    "retry-after": {
      type: "string",
      pattern: "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$",
      maxLength: 32,
    },
    "ratelimit-limit": { type: "integer", format: "int32", minimum: 0, maximum: 1000000 },
    "ratelimit-remaining": { type: "integer", format: "int32", minimum: 0, maximum: 1000000 },
    "ratelimit-reset": { type: "integer", format: "int32", minimum: 0, maximum: 86400 },
  },
  required: ["x-request-id"],
};
const pattern14 = /*#__PURE__*/ new RegExp(
  "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$",
  "u",
);

function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["x-request-id"] === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "x-request-id" },
        message: "must have required property '" + "x-request-id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data["x-request-id"] !== undefined) {
      let data0 = data["x-request-id"];
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/x-request-id",
          schemaPath: "#/properties/x-request-id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data["retry-after"] !== undefined) {
      let data1 = data["retry-after"];
      if (typeof data1 === "string") {
        if (data1.length > 32) {
          const err4 = {
            instancePath: instancePath + "/retry-after",
            schemaPath: "#/properties/retry-after/maxLength",
            keyword: "maxLength",
            params: { limit: 32 },
            message: "must NOT have more than 32 characters",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern14.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/retry-after",
            schemaPath: "#/properties/retry-after/pattern",
            keyword: "pattern",
            params: { pattern: "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$" },
            message:
              'must match pattern "' +
              "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$" +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/retry-after",
          schemaPath: "#/properties/retry-after/type",
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
    if (data["ratelimit-limit"] !== undefined) {
      let data2 = data["ratelimit-limit"];
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2))) {
        const err7 = {
          instancePath: instancePath + "/ratelimit-limit",
          schemaPath: "#/properties/ratelimit-limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 > 1000000 || isNaN(data2)) {
          const err8 = {
            instancePath: instancePath + "/ratelimit-limit",
            schemaPath: "#/properties/ratelimit-limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000000 },
            message: "must be <= 1000000",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + "/ratelimit-limit",
            schemaPath: "#/properties/ratelimit-limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data["ratelimit-remaining"] !== undefined) {
      let data3 = data["ratelimit-remaining"];
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3))) {
        const err10 = {
          instancePath: instancePath + "/ratelimit-remaining",
          schemaPath: "#/properties/ratelimit-remaining/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 == "number") {
        if (data3 > 1000000 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + "/ratelimit-remaining",
            schemaPath: "#/properties/ratelimit-remaining/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000000 },
            message: "must be <= 1000000",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + "/ratelimit-remaining",
            schemaPath: "#/properties/ratelimit-remaining/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data["ratelimit-reset"] !== undefined) {
      let data4 = data["ratelimit-reset"];
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4))) {
        const err13 = {
          instancePath: instancePath + "/ratelimit-reset",
          schemaPath: "#/properties/ratelimit-reset/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 > 86400 || isNaN(data4)) {
          const err14 = {
            instancePath: instancePath + "/ratelimit-reset",
            schemaPath: "#/properties/ratelimit-reset/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 86400 },
            message: "must be <= 86400",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err15 = {
            instancePath: instancePath + "/ratelimit-reset",
            schemaPath: "#/properties/ratelimit-reset/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}

export const v6 = validate16;
const schema17 = {
  type: "object",
  properties: { "x-request-id": { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" } },
  required: ["x-request-id"],
};

function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["x-request-id"] === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "x-request-id" },
        message: "must have required property '" + "x-request-id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data["x-request-id"] !== undefined) {
      let data0 = data["x-request-id"];
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/x-request-id",
          schemaPath: "#/properties/x-request-id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
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
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate16.errors = vErrors;
  return errors === 0;
}

export const v7 = validate17;
const schema18 = {
  type: "object",
  properties: {
    "x-request-id": { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    "retry-after": {
      type: "string",
      pattern: "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$",
      maxLength: 32,
    },
  },
  required: ["x-request-id"],
};

function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["x-request-id"] === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "x-request-id" },
        message: "must have required property '" + "x-request-id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data["x-request-id"] !== undefined) {
      let data0 = data["x-request-id"];
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/x-request-id",
          schemaPath: "#/properties/x-request-id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data["retry-after"] !== undefined) {
      let data1 = data["retry-after"];
      if (typeof data1 === "string") {
        if (data1.length > 32) {
          const err4 = {
            instancePath: instancePath + "/retry-after",
            schemaPath: "#/properties/retry-after/maxLength",
            keyword: "maxLength",
            params: { limit: 32 },
            message: "must NOT have more than 32 characters",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern14.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/retry-after",
            schemaPath: "#/properties/retry-after/pattern",
            keyword: "pattern",
            params: { pattern: "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$" },
            message:
              'must match pattern "' +
              "^(\\d+|[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT)$" +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/retry-after",
          schemaPath: "#/properties/retry-after/type",
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
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
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
  validate17.errors = vErrors;
  return errors === 0;
}

export const v8 = validate18;
const schema19 = {
  type: "object",
  properties: { "idempotency-key": { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" } },
  required: [],
};
const pattern18 = /*#__PURE__*/ new RegExp("^[\\x21-\\x7E]+$", "u");

function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["idempotency-key"] !== undefined) {
      let data0 = data["idempotency-key"];
      if (typeof data0 === "string") {
        if (data0.length > 255) {
          const err0 = {
            instancePath: instancePath + "/idempotency-key",
            schemaPath: "#/properties/idempotency-key/maxLength",
            keyword: "maxLength",
            params: { limit: 255 },
            message: "must NOT have more than 255 characters",
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/idempotency-key",
            schemaPath: "#/properties/idempotency-key/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern18.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/idempotency-key",
            schemaPath: "#/properties/idempotency-key/pattern",
            keyword: "pattern",
            params: { pattern: "^[\\x21-\\x7E]+$" },
            message: 'must match pattern "' + "^[\\x21-\\x7E]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/idempotency-key",
          schemaPath: "#/properties/idempotency-key/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
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
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate18.errors = vErrors;
  return errors === 0;
}

export const v9 = validate19;
const schema20 = {
  type: "object",
  required: ["file"],
  additionalProperties: false,
  properties: {
    file: { type: "string", contentMediaType: "application/octet-stream", maxLength: 1073741824, format: "binary" },
    client_reference_id: { type: "string", maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
  },
};

function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.file === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "file" },
        message: "must have required property '" + "file" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "file" || key0 === "client_reference_id")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
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
      }
    }
    if (data.file !== undefined) {
      let data0 = data.file;
      if (typeof data0 === "string") {
        if (data0.length > 1073741824) {
          const err2 = {
            instancePath: instancePath + "/file",
            schemaPath: "#/properties/file/maxLength",
            keyword: "maxLength",
            params: { limit: 1073741824 },
            message: "must NOT have more than 1073741824 characters",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/file",
          schemaPath: "#/properties/file/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.client_reference_id !== undefined) {
      let data1 = data.client_reference_id;
      if (typeof data1 === "string") {
        if (data1.length > 256) {
          const err4 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern3.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/client_reference_id",
          schemaPath: "#/properties/client_reference_id/type",
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
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
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
  validate19.errors = vErrors;
  return errors === 0;
}

export const v10 = validate20;
const schema21 = {
  type: "object",
  required: ["file_id", "status", "filename", "size", "created_at", "client_reference_id"],
  properties: {
    file_id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    status: {
      anyOf: [
        { type: "string", enum: ["uploaded", "expired"] },
        { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
      ],
    },
    filename: { type: "string", maxLength: 255, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
    size: { type: "integer", minimum: 0, maximum: 1073741824, format: "int64" },
    created_at: { type: "string", format: "date-time", maxLength: 40 },
    client_reference_id: { type: ["string", "null"], maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
  },
  additionalProperties: false,
};

function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.file_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "file_id" },
        message: "must have required property '" + "file_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.filename === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "filename" },
        message: "must have required property '" + "filename" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.size === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "size" },
        message: "must have required property '" + "size" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.created_at === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "created_at" },
        message: "must have required property '" + "created_at" + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.client_reference_id === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "client_reference_id" },
        message: "must have required property '" + "client_reference_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (
        !(
          key0 === "file_id" ||
          key0 === "status" ||
          key0 === "filename" ||
          key0 === "size" ||
          key0 === "created_at" ||
          key0 === "client_reference_id"
        )
      ) {
        const err6 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.file_id !== undefined) {
      let data0 = data.file_id;
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err7 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err8 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/file_id",
          schemaPath: "#/properties/file_id/type",
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
    }
    if (data.status !== undefined) {
      let data1 = data.status;
      const _errs5 = errors;
      let valid1 = false;
      const _errs6 = errors;
      if (typeof data1 !== "string") {
        const err10 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/anyOf/0/type",
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
      if (!(data1 === "uploaded" || data1 === "expired")) {
        const err11 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/anyOf/0/enum",
          keyword: "enum",
          params: { allowedValues: schema21.properties.status.anyOf[0].enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs8 = errors;
        if (typeof data1 === "string") {
          if (data1.length > 64) {
            const err12 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/properties/status/anyOf/1/maxLength",
              keyword: "maxLength",
              params: { limit: 64 },
              message: "must NOT have more than 64 characters",
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (!pattern2.test(data1)) {
            const err13 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/properties/status/anyOf/1/pattern",
              keyword: "pattern",
              params: { pattern: "^[a-z][a-z0-9_]*$" },
              message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
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
            instancePath: instancePath + "/status",
            schemaPath: "#/properties/status/anyOf/1/type",
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
        var _valid0 = _errs8 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err15 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
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
    }
    if (data.filename !== undefined) {
      let data2 = data.filename;
      if (typeof data2 === "string") {
        if (data2.length > 255) {
          const err16 = {
            instancePath: instancePath + "/filename",
            schemaPath: "#/properties/filename/maxLength",
            keyword: "maxLength",
            params: { limit: 255 },
            message: "must NOT have more than 255 characters",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (!pattern3.test(data2)) {
          const err17 = {
            instancePath: instancePath + "/filename",
            schemaPath: "#/properties/filename/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + "/filename",
          schemaPath: "#/properties/filename/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.size !== undefined) {
      let data3 = data.size;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3))) {
        const err19 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/properties/size/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data3 == "number") {
        if (data3 > 1073741824 || isNaN(data3)) {
          const err20 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1073741824 },
            message: "must be <= 1073741824",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err21 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.created_at !== undefined) {
      let data4 = data.created_at;
      if (typeof data4 === "string") {
        if (data4.length > 40) {
          const err22 = {
            instancePath: instancePath + "/created_at",
            schemaPath: "#/properties/created_at/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (!formats0.test(data4)) {
          const err23 = {
            instancePath: instancePath + "/created_at",
            schemaPath: "#/properties/created_at/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = {
          instancePath: instancePath + "/created_at",
          schemaPath: "#/properties/created_at/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.client_reference_id !== undefined) {
      let data5 = data.client_reference_id;
      if (typeof data5 !== "string" && data5 !== null) {
        const err25 = {
          instancePath: instancePath + "/client_reference_id",
          schemaPath: "#/properties/client_reference_id/type",
          keyword: "type",
          params: { type: schema21.properties.client_reference_id.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (typeof data5 === "string") {
        if (data5.length > 256) {
          const err26 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (!pattern3.test(data5)) {
          const err27 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
  } else {
    const err28 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}

export const v11 = validate21;
const schema22 = {
  type: "object",
  properties: { file_id: { type: "string", minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" } },
  required: ["file_id"],
};

function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.file_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "file_id" },
        message: "must have required property '" + "file_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.file_id !== undefined) {
      let data0 = data.file_id;
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/file_id",
          schemaPath: "#/properties/file_id/type",
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
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}

export const v12 = validate22;
const schema23 = { type: "string", format: "binary", maxLength: 1073741824 };

function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data === "string") {
    if (data.length > 1073741824) {
      const err0 = {
        instancePath,
        schemaPath: "#/maxLength",
        keyword: "maxLength",
        params: { limit: 1073741824 },
        message: "must NOT have more than 1073741824 characters",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}

export const v13 = validate23;
const schema24 = {
  type: "object",
  properties: {
    "content-disposition": { type: "string", maxLength: 600, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
    "x-request-id": { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    "ratelimit-limit": { type: "integer", format: "int32", minimum: 0, maximum: 1000000 },
    "ratelimit-remaining": { type: "integer", format: "int32", minimum: 0, maximum: 1000000 },
    "ratelimit-reset": { type: "integer", format: "int32", minimum: 0, maximum: 86400 },
  },
  required: ["x-request-id"],
};

function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["x-request-id"] === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "x-request-id" },
        message: "must have required property '" + "x-request-id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data["content-disposition"] !== undefined) {
      let data0 = data["content-disposition"];
      if (typeof data0 === "string") {
        if (data0.length > 600) {
          const err1 = {
            instancePath: instancePath + "/content-disposition",
            schemaPath: "#/properties/content-disposition/maxLength",
            keyword: "maxLength",
            params: { limit: 600 },
            message: "must NOT have more than 600 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern3.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/content-disposition",
            schemaPath: "#/properties/content-disposition/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/content-disposition",
          schemaPath: "#/properties/content-disposition/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data["x-request-id"] !== undefined) {
      let data1 = data["x-request-id"];
      if (typeof data1 === "string") {
        if (data1.length > 128) {
          const err4 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern1.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/x-request-id",
            schemaPath: "#/properties/x-request-id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/x-request-id",
          schemaPath: "#/properties/x-request-id/type",
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
    if (data["ratelimit-limit"] !== undefined) {
      let data2 = data["ratelimit-limit"];
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2))) {
        const err7 = {
          instancePath: instancePath + "/ratelimit-limit",
          schemaPath: "#/properties/ratelimit-limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 > 1000000 || isNaN(data2)) {
          const err8 = {
            instancePath: instancePath + "/ratelimit-limit",
            schemaPath: "#/properties/ratelimit-limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000000 },
            message: "must be <= 1000000",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + "/ratelimit-limit",
            schemaPath: "#/properties/ratelimit-limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data["ratelimit-remaining"] !== undefined) {
      let data3 = data["ratelimit-remaining"];
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3))) {
        const err10 = {
          instancePath: instancePath + "/ratelimit-remaining",
          schemaPath: "#/properties/ratelimit-remaining/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 == "number") {
        if (data3 > 1000000 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + "/ratelimit-remaining",
            schemaPath: "#/properties/ratelimit-remaining/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000000 },
            message: "must be <= 1000000",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + "/ratelimit-remaining",
            schemaPath: "#/properties/ratelimit-remaining/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data["ratelimit-reset"] !== undefined) {
      let data4 = data["ratelimit-reset"];
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4))) {
        const err13 = {
          instancePath: instancePath + "/ratelimit-reset",
          schemaPath: "#/properties/ratelimit-reset/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 > 86400 || isNaN(data4)) {
          const err14 = {
            instancePath: instancePath + "/ratelimit-reset",
            schemaPath: "#/properties/ratelimit-reset/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 86400 },
            message: "must be <= 86400",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err15 = {
            instancePath: instancePath + "/ratelimit-reset",
            schemaPath: "#/properties/ratelimit-reset/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}

export const v14 = validate24;
const schema25 = {
  type: "object",
  required: ["transcriptions", "next_page_cursor"],
  properties: {
    transcriptions: {
      type: "array",
      maxItems: 1000,
      items: {
        type: "object",
        required: [
          "id",
          "status",
          "file_id",
          "model",
          "created_at",
          "enable_speaker_diarization",
          "enable_language_identification",
          "client_reference_id",
        ],
        properties: {
          id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
          status: {
            anyOf: [
              { type: "string", enum: ["queued", "processing", "completed", "error"] },
              { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
            ],
          },
          text: { type: "string", maxLength: 2000000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
          tokens: {
            type: "array",
            items: {
              type: "object",
              required: ["text", "confidence", "is_final"],
              properties: {
                text: { type: "string", maxLength: 1000, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                start_ms: { type: "integer", minimum: 0, format: "int32", maximum: 18000000 },
                end_ms: { type: "integer", minimum: 0, format: "int32", maximum: 18000000 },
                confidence: { type: "number", format: "float", minimum: 0, maximum: 1 },
                is_final: { type: "boolean" },
                speaker: { type: "string", maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
                language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
                translation_status: { type: "string", enum: ["none", "original", "translation"] },
                source_language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
              },
              additionalProperties: false,
            },
            maxItems: 1000000,
          },
          model: { type: "string", minLength: 1, maxLength: 128, pattern: "^[a-z0-9][a-z0-9._-]*$" },
          duration_ms: { type: "number", format: "float", minimum: 0, maximum: 18000000 },
          created_at: { type: "string", format: "date-time", maxLength: 40 },
          file_id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
          audio_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
          webhook_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
          enable_speaker_diarization: { type: "boolean" },
          enable_language_identification: { type: "boolean" },
          enable_streaming: { type: "boolean" },
          language_hints: {
            type: "array",
            maxItems: 100,
            items: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
          },
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
          client_reference_id: { type: ["string", "null"], maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
          error_type: { type: ["string", "null"], maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
          error_message: {
            type: ["string", "null"],
            maxLength: 2000,
            pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
          },
        },
        additionalProperties: false,
      },
    },
    next_page_cursor: { type: ["string", "null"], maxLength: 1024, pattern: "^[A-Za-z0-9_=-]+$" },
  },
  additionalProperties: false,
};
const func2 = Object.prototype.hasOwnProperty;
const pattern32 = /*#__PURE__*/ new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", "u");
const pattern34 = /*#__PURE__*/ new RegExp("^[a-z0-9][a-z0-9._-]*$", "u");
const pattern36 = /*#__PURE__*/ new RegExp("^https?://[^\\x00-\\x20\\x7F]+$", "u");

function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.transcriptions === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "transcriptions" },
        message: "must have required property '" + "transcriptions" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.next_page_cursor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "next_page_cursor" },
        message: "must have required property '" + "next_page_cursor" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "transcriptions" || key0 === "next_page_cursor")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.transcriptions !== undefined) {
      let data0 = data.transcriptions;
      if (Array.isArray(data0)) {
        if (data0.length > 1000) {
          const err3 = {
            instancePath: instancePath + "/transcriptions",
            schemaPath: "#/properties/transcriptions/maxItems",
            keyword: "maxItems",
            params: { limit: 1000 },
            message: "must NOT have more than 1000 items",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === undefined) {
              const err4 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "id" },
                message: "must have required property '" + "id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.status === undefined) {
              const err5 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "status" },
                message: "must have required property '" + "status" + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.file_id === undefined) {
              const err6 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "file_id" },
                message: "must have required property '" + "file_id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data1.model === undefined) {
              const err7 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "model" },
                message: "must have required property '" + "model" + "'",
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1.created_at === undefined) {
              const err8 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "created_at" },
                message: "must have required property '" + "created_at" + "'",
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1.enable_speaker_diarization === undefined) {
              const err9 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "enable_speaker_diarization" },
                message: "must have required property '" + "enable_speaker_diarization" + "'",
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data1.enable_language_identification === undefined) {
              const err10 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "enable_language_identification" },
                message: "must have required property '" + "enable_language_identification" + "'",
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (data1.client_reference_id === undefined) {
              const err11 = {
                instancePath: instancePath + "/transcriptions/" + i0,
                schemaPath: "#/properties/transcriptions/items/required",
                keyword: "required",
                params: { missingProperty: "client_reference_id" },
                message: "must have required property '" + "client_reference_id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!func2.call(schema25.properties.transcriptions.items.properties, key1)) {
                const err12 = {
                  instancePath: instancePath + "/transcriptions/" + i0,
                  schemaPath: "#/properties/transcriptions/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data1.id !== undefined) {
              let data2 = data1.id;
              if (typeof data2 === "string") {
                if (data2.length > 128) {
                  const err13 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/id",
                    schemaPath: "#/properties/transcriptions/items/properties/id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
                if (!pattern1.test(data2)) {
                  const err14 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/id",
                    schemaPath: "#/properties/transcriptions/items/properties/id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[A-Za-z0-9_-]+$" },
                    message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              } else {
                const err15 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/id",
                  schemaPath: "#/properties/transcriptions/items/properties/id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data1.status !== undefined) {
              let data3 = data1.status;
              const _errs10 = errors;
              let valid4 = false;
              const _errs11 = errors;
              if (typeof data3 !== "string") {
                const err16 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/status",
                  schemaPath: "#/properties/transcriptions/items/properties/status/anyOf/0/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              if (!(data3 === "queued" || data3 === "processing" || data3 === "completed" || data3 === "error")) {
                const err17 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/status",
                  schemaPath: "#/properties/transcriptions/items/properties/status/anyOf/0/enum",
                  keyword: "enum",
                  params: { allowedValues: schema25.properties.transcriptions.items.properties.status.anyOf[0].enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              var _valid0 = _errs11 === errors;
              valid4 = valid4 || _valid0;
              if (!valid4) {
                const _errs13 = errors;
                if (typeof data3 === "string") {
                  if (data3.length > 64) {
                    const err18 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/status",
                      schemaPath: "#/properties/transcriptions/items/properties/status/anyOf/1/maxLength",
                      keyword: "maxLength",
                      params: { limit: 64 },
                      message: "must NOT have more than 64 characters",
                    };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (!pattern2.test(data3)) {
                    const err19 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/status",
                      schemaPath: "#/properties/transcriptions/items/properties/status/anyOf/1/pattern",
                      keyword: "pattern",
                      params: { pattern: "^[a-z][a-z0-9_]*$" },
                      message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
                    };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                } else {
                  const err20 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/status",
                    schemaPath: "#/properties/transcriptions/items/properties/status/anyOf/1/type",
                    keyword: "type",
                    params: { type: "string" },
                    message: "must be string",
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                var _valid0 = _errs13 === errors;
                valid4 = valid4 || _valid0;
              }
              if (!valid4) {
                const err21 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/status",
                  schemaPath: "#/properties/transcriptions/items/properties/status/anyOf",
                  keyword: "anyOf",
                  params: {},
                  message: "must match a schema in anyOf",
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              } else {
                errors = _errs10;
                if (vErrors !== null) {
                  if (_errs10) {
                    vErrors.length = _errs10;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data1.text !== undefined) {
              let data4 = data1.text;
              if (typeof data4 === "string") {
                if (data4.length > 2000000) {
                  const err22 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/text",
                    schemaPath: "#/properties/transcriptions/items/properties/text/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2000000 },
                    message: "must NOT have more than 2000000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (!pattern7.test(data4)) {
                  const err23 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/text",
                    schemaPath: "#/properties/transcriptions/items/properties/text/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              } else {
                const err24 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/text",
                  schemaPath: "#/properties/transcriptions/items/properties/text/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data1.tokens !== undefined) {
              let data5 = data1.tokens;
              if (Array.isArray(data5)) {
                if (data5.length > 1000000) {
                  const err25 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/tokens",
                    schemaPath: "#/properties/transcriptions/items/properties/tokens/maxItems",
                    keyword: "maxItems",
                    params: { limit: 1000000 },
                    message: "must NOT have more than 1000000 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
                const len1 = data5.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data6 = data5[i1];
                  if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                    if (data6.text === undefined) {
                      const err26 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1,
                        schemaPath: "#/properties/transcriptions/items/properties/tokens/items/required",
                        keyword: "required",
                        params: { missingProperty: "text" },
                        message: "must have required property '" + "text" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                    if (data6.confidence === undefined) {
                      const err27 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1,
                        schemaPath: "#/properties/transcriptions/items/properties/tokens/items/required",
                        keyword: "required",
                        params: { missingProperty: "confidence" },
                        message: "must have required property '" + "confidence" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err27];
                      } else {
                        vErrors.push(err27);
                      }
                      errors++;
                    }
                    if (data6.is_final === undefined) {
                      const err28 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1,
                        schemaPath: "#/properties/transcriptions/items/properties/tokens/items/required",
                        keyword: "required",
                        params: { missingProperty: "is_final" },
                        message: "must have required property '" + "is_final" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                    for (const key2 in data6) {
                      if (
                        !func2.call(schema25.properties.transcriptions.items.properties.tokens.items.properties, key2)
                      ) {
                        const err29 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1,
                          schemaPath: "#/properties/transcriptions/items/properties/tokens/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key2 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    }
                    if (data6.text !== undefined) {
                      let data7 = data6.text;
                      if (typeof data7 === "string") {
                        if (data7.length > 1000) {
                          const err30 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/text",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/text/maxLength",
                            keyword: "maxLength",
                            params: { limit: 1000 },
                            message: "must NOT have more than 1000 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err30];
                          } else {
                            vErrors.push(err30);
                          }
                          errors++;
                        }
                        if (!pattern3.test(data7)) {
                          const err31 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/text",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/text/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err31];
                          } else {
                            vErrors.push(err31);
                          }
                          errors++;
                        }
                      } else {
                        const err32 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/text",
                          schemaPath: "#/properties/transcriptions/items/properties/tokens/items/properties/text/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                    if (data6.start_ms !== undefined) {
                      let data8 = data6.start_ms;
                      if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8))) {
                        const err33 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/start_ms",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/start_ms/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                      if (typeof data8 == "number") {
                        if (data8 > 18000000 || isNaN(data8)) {
                          const err34 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/start_ms",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/start_ms/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 18000000 },
                            message: "must be <= 18000000",
                          };
                          if (vErrors === null) {
                            vErrors = [err34];
                          } else {
                            vErrors.push(err34);
                          }
                          errors++;
                        }
                        if (data8 < 0 || isNaN(data8)) {
                          const err35 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/start_ms",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/start_ms/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 0 },
                            message: "must be >= 0",
                          };
                          if (vErrors === null) {
                            vErrors = [err35];
                          } else {
                            vErrors.push(err35);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data6.end_ms !== undefined) {
                      let data9 = data6.end_ms;
                      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9))) {
                        const err36 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/end_ms",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/end_ms/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                      if (typeof data9 == "number") {
                        if (data9 > 18000000 || isNaN(data9)) {
                          const err37 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/end_ms",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/end_ms/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 18000000 },
                            message: "must be <= 18000000",
                          };
                          if (vErrors === null) {
                            vErrors = [err37];
                          } else {
                            vErrors.push(err37);
                          }
                          errors++;
                        }
                        if (data9 < 0 || isNaN(data9)) {
                          const err38 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/end_ms",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/end_ms/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 0 },
                            message: "must be >= 0",
                          };
                          if (vErrors === null) {
                            vErrors = [err38];
                          } else {
                            vErrors.push(err38);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data6.confidence !== undefined) {
                      let data10 = data6.confidence;
                      if (typeof data10 == "number") {
                        if (data10 > 1 || isNaN(data10)) {
                          const err39 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/confidence",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/confidence/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 1 },
                            message: "must be <= 1",
                          };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                        if (data10 < 0 || isNaN(data10)) {
                          const err40 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/confidence",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/confidence/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 0 },
                            message: "must be >= 0",
                          };
                          if (vErrors === null) {
                            vErrors = [err40];
                          } else {
                            vErrors.push(err40);
                          }
                          errors++;
                        }
                      } else {
                        const err41 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/confidence",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/confidence/type",
                          keyword: "type",
                          params: { type: "number" },
                          message: "must be number",
                        };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                    }
                    if (data6.is_final !== undefined) {
                      if (typeof data6.is_final !== "boolean") {
                        const err42 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/is_final",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/is_final/type",
                          keyword: "type",
                          params: { type: "boolean" },
                          message: "must be boolean",
                        };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                    if (data6.speaker !== undefined) {
                      let data12 = data6.speaker;
                      if (typeof data12 === "string") {
                        if (data12.length > 64) {
                          const err43 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/speaker",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/speaker/maxLength",
                            keyword: "maxLength",
                            params: { limit: 64 },
                            message: "must NOT have more than 64 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err43];
                          } else {
                            vErrors.push(err43);
                          }
                          errors++;
                        }
                        if (!pattern1.test(data12)) {
                          const err44 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/speaker",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/speaker/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[A-Za-z0-9_-]+$" },
                            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err44];
                          } else {
                            vErrors.push(err44);
                          }
                          errors++;
                        }
                      } else {
                        const err45 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/speaker",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/speaker/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err45];
                        } else {
                          vErrors.push(err45);
                        }
                        errors++;
                      }
                    }
                    if (data6.language !== undefined) {
                      let data13 = data6.language;
                      if (typeof data13 === "string") {
                        if (data13.length > 12) {
                          const err46 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/language",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/language/maxLength",
                            keyword: "maxLength",
                            params: { limit: 12 },
                            message: "must NOT have more than 12 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err46];
                          } else {
                            vErrors.push(err46);
                          }
                          errors++;
                        }
                        if (!pattern32.test(data13)) {
                          const err47 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/language",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/language/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                            message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err47];
                          } else {
                            vErrors.push(err47);
                          }
                          errors++;
                        }
                      } else {
                        const err48 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/language",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/language/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                    }
                    if (data6.translation_status !== undefined) {
                      let data14 = data6.translation_status;
                      if (typeof data14 !== "string") {
                        const err49 = {
                          instancePath:
                            instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/translation_status",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/translation_status/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                      if (!(data14 === "none" || data14 === "original" || data14 === "translation")) {
                        const err50 = {
                          instancePath:
                            instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/translation_status",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/translation_status/enum",
                          keyword: "enum",
                          params: {
                            allowedValues:
                              schema25.properties.transcriptions.items.properties.tokens.items.properties
                                .translation_status.enum,
                          },
                          message: "must be equal to one of the allowed values",
                        };
                        if (vErrors === null) {
                          vErrors = [err50];
                        } else {
                          vErrors.push(err50);
                        }
                        errors++;
                      }
                    }
                    if (data6.source_language !== undefined) {
                      let data15 = data6.source_language;
                      if (typeof data15 === "string") {
                        if (data15.length > 12) {
                          const err51 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/source_language",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/source_language/maxLength",
                            keyword: "maxLength",
                            params: { limit: 12 },
                            message: "must NOT have more than 12 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err51];
                          } else {
                            vErrors.push(err51);
                          }
                          errors++;
                        }
                        if (!pattern32.test(data15)) {
                          const err52 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/source_language",
                            schemaPath:
                              "#/properties/transcriptions/items/properties/tokens/items/properties/source_language/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                            message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err52];
                          } else {
                            vErrors.push(err52);
                          }
                          errors++;
                        }
                      } else {
                        const err53 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1 + "/source_language",
                          schemaPath:
                            "#/properties/transcriptions/items/properties/tokens/items/properties/source_language/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err53];
                        } else {
                          vErrors.push(err53);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err54 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/tokens/" + i1,
                      schemaPath: "#/properties/transcriptions/items/properties/tokens/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
              } else {
                const err55 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/tokens",
                  schemaPath: "#/properties/transcriptions/items/properties/tokens/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
            if (data1.model !== undefined) {
              let data16 = data1.model;
              if (typeof data16 === "string") {
                if (data16.length > 128) {
                  const err56 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/model",
                    schemaPath: "#/properties/transcriptions/items/properties/model/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
                if (data16.length < 1) {
                  const err57 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/model",
                    schemaPath: "#/properties/transcriptions/items/properties/model/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
                if (!pattern34.test(data16)) {
                  const err58 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/model",
                    schemaPath: "#/properties/transcriptions/items/properties/model/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
                    message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
              } else {
                const err59 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/model",
                  schemaPath: "#/properties/transcriptions/items/properties/model/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data1.duration_ms !== undefined) {
              let data17 = data1.duration_ms;
              if (typeof data17 == "number") {
                if (data17 > 18000000 || isNaN(data17)) {
                  const err60 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/duration_ms",
                    schemaPath: "#/properties/transcriptions/items/properties/duration_ms/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 18000000 },
                    message: "must be <= 18000000",
                  };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
                if (data17 < 0 || isNaN(data17)) {
                  const err61 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/duration_ms",
                    schemaPath: "#/properties/transcriptions/items/properties/duration_ms/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              } else {
                const err62 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/duration_ms",
                  schemaPath: "#/properties/transcriptions/items/properties/duration_ms/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data1.created_at !== undefined) {
              let data18 = data1.created_at;
              if (typeof data18 === "string") {
                if (data18.length > 40) {
                  const err63 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/created_at",
                    schemaPath: "#/properties/transcriptions/items/properties/created_at/maxLength",
                    keyword: "maxLength",
                    params: { limit: 40 },
                    message: "must NOT have more than 40 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
                if (!formats0.test(data18)) {
                  const err64 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/created_at",
                    schemaPath: "#/properties/transcriptions/items/properties/created_at/format",
                    keyword: "format",
                    params: { format: "date-time" },
                    message: 'must match format "' + "date-time" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
              } else {
                const err65 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/created_at",
                  schemaPath: "#/properties/transcriptions/items/properties/created_at/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data1.file_id !== undefined) {
              let data19 = data1.file_id;
              if (typeof data19 === "string") {
                if (data19.length > 128) {
                  const err66 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/file_id",
                    schemaPath: "#/properties/transcriptions/items/properties/file_id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
                if (!pattern1.test(data19)) {
                  const err67 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/file_id",
                    schemaPath: "#/properties/transcriptions/items/properties/file_id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[A-Za-z0-9_-]+$" },
                    message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
              } else {
                const err68 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/file_id",
                  schemaPath: "#/properties/transcriptions/items/properties/file_id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data1.audio_url !== undefined) {
              let data20 = data1.audio_url;
              if (typeof data20 === "string") {
                if (data20.length > 2048) {
                  const err69 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/audio_url",
                    schemaPath: "#/properties/transcriptions/items/properties/audio_url/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2048 },
                    message: "must NOT have more than 2048 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err69];
                  } else {
                    vErrors.push(err69);
                  }
                  errors++;
                }
                if (!pattern36.test(data20)) {
                  const err70 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/audio_url",
                    schemaPath: "#/properties/transcriptions/items/properties/audio_url/pattern",
                    keyword: "pattern",
                    params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
                    message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
              } else {
                const err71 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/audio_url",
                  schemaPath: "#/properties/transcriptions/items/properties/audio_url/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data1.webhook_url !== undefined) {
              let data21 = data1.webhook_url;
              if (typeof data21 === "string") {
                if (data21.length > 2048) {
                  const err72 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/webhook_url",
                    schemaPath: "#/properties/transcriptions/items/properties/webhook_url/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2048 },
                    message: "must NOT have more than 2048 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
                if (!pattern36.test(data21)) {
                  const err73 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/webhook_url",
                    schemaPath: "#/properties/transcriptions/items/properties/webhook_url/pattern",
                    keyword: "pattern",
                    params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
                    message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
              } else {
                const err74 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/webhook_url",
                  schemaPath: "#/properties/transcriptions/items/properties/webhook_url/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data1.enable_speaker_diarization !== undefined) {
              if (typeof data1.enable_speaker_diarization !== "boolean") {
                const err75 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/enable_speaker_diarization",
                  schemaPath: "#/properties/transcriptions/items/properties/enable_speaker_diarization/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data1.enable_language_identification !== undefined) {
              if (typeof data1.enable_language_identification !== "boolean") {
                const err76 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/enable_language_identification",
                  schemaPath: "#/properties/transcriptions/items/properties/enable_language_identification/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data1.enable_streaming !== undefined) {
              if (typeof data1.enable_streaming !== "boolean") {
                const err77 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/enable_streaming",
                  schemaPath: "#/properties/transcriptions/items/properties/enable_streaming/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
            if (data1.language_hints !== undefined) {
              let data25 = data1.language_hints;
              if (Array.isArray(data25)) {
                if (data25.length > 100) {
                  const err78 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/language_hints",
                    schemaPath: "#/properties/transcriptions/items/properties/language_hints/maxItems",
                    keyword: "maxItems",
                    params: { limit: 100 },
                    message: "must NOT have more than 100 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
                const len2 = data25.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data26 = data25[i2];
                  if (typeof data26 === "string") {
                    if (data26.length > 12) {
                      const err79 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/language_hints/" + i2,
                        schemaPath: "#/properties/transcriptions/items/properties/language_hints/items/maxLength",
                        keyword: "maxLength",
                        params: { limit: 12 },
                        message: "must NOT have more than 12 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err79];
                      } else {
                        vErrors.push(err79);
                      }
                      errors++;
                    }
                    if (!pattern32.test(data26)) {
                      const err80 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/language_hints/" + i2,
                        schemaPath: "#/properties/transcriptions/items/properties/language_hints/items/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                        message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err80];
                      } else {
                        vErrors.push(err80);
                      }
                      errors++;
                    }
                  } else {
                    const err81 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/language_hints/" + i2,
                      schemaPath: "#/properties/transcriptions/items/properties/language_hints/items/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
              } else {
                const err82 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/language_hints",
                  schemaPath: "#/properties/transcriptions/items/properties/language_hints/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
            if (data1.translation !== undefined) {
              let data27 = data1.translation;
              const _errs63 = errors;
              let valid10 = false;
              let passing0 = null;
              const _errs64 = errors;
              if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                if (data27.type === undefined) {
                  const err83 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                    schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/0/required",
                    keyword: "required",
                    params: { missingProperty: "type" },
                    message: "must have required property '" + "type" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err83];
                  } else {
                    vErrors.push(err83);
                  }
                  errors++;
                }
                if (data27.target_language === undefined) {
                  const err84 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                    schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/0/required",
                    keyword: "required",
                    params: { missingProperty: "target_language" },
                    message: "must have required property '" + "target_language" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err84];
                  } else {
                    vErrors.push(err84);
                  }
                  errors++;
                }
                for (const key3 in data27) {
                  if (!(key3 === "type" || key3 === "target_language")) {
                    const err85 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/0/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key3 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                }
                if (data27.type !== undefined) {
                  let data28 = data27.type;
                  if (typeof data28 !== "string") {
                    const err86 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/type",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/0/properties/type/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err86];
                    } else {
                      vErrors.push(err86);
                    }
                    errors++;
                  }
                  if ("one_way" !== data28) {
                    const err87 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/type",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/0/properties/type/const",
                      keyword: "const",
                      params: { allowedValue: "one_way" },
                      message: "must be equal to constant",
                    };
                    if (vErrors === null) {
                      vErrors = [err87];
                    } else {
                      vErrors.push(err87);
                    }
                    errors++;
                  }
                }
                if (data27.target_language !== undefined) {
                  let data29 = data27.target_language;
                  if (typeof data29 === "string") {
                    if (data29.length > 12) {
                      const err88 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/translation/target_language",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/translation/oneOf/0/properties/target_language/maxLength",
                        keyword: "maxLength",
                        params: { limit: 12 },
                        message: "must NOT have more than 12 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err88];
                      } else {
                        vErrors.push(err88);
                      }
                      errors++;
                    }
                    if (!pattern32.test(data29)) {
                      const err89 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/translation/target_language",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/translation/oneOf/0/properties/target_language/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                        message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err89];
                      } else {
                        vErrors.push(err89);
                      }
                      errors++;
                    }
                  } else {
                    const err90 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/target_language",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/0/properties/target_language/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err90];
                    } else {
                      vErrors.push(err90);
                    }
                    errors++;
                  }
                }
              } else {
                const err91 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                  schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/0/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err91];
                } else {
                  vErrors.push(err91);
                }
                errors++;
              }
              var _valid1 = _errs64 === errors;
              if (_valid1) {
                valid10 = true;
                passing0 = 0;
              }
              const _errs71 = errors;
              if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                if (data27.type === undefined) {
                  const err92 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                    schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/1/required",
                    keyword: "required",
                    params: { missingProperty: "type" },
                    message: "must have required property '" + "type" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err92];
                  } else {
                    vErrors.push(err92);
                  }
                  errors++;
                }
                if (data27.language_a === undefined) {
                  const err93 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                    schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/1/required",
                    keyword: "required",
                    params: { missingProperty: "language_a" },
                    message: "must have required property '" + "language_a" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err93];
                  } else {
                    vErrors.push(err93);
                  }
                  errors++;
                }
                if (data27.language_b === undefined) {
                  const err94 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                    schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/1/required",
                    keyword: "required",
                    params: { missingProperty: "language_b" },
                    message: "must have required property '" + "language_b" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
                for (const key4 in data27) {
                  if (!(key4 === "type" || key4 === "language_a" || key4 === "language_b")) {
                    const err95 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/1/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key4 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err95];
                    } else {
                      vErrors.push(err95);
                    }
                    errors++;
                  }
                }
                if (data27.type !== undefined) {
                  let data30 = data27.type;
                  if (typeof data30 !== "string") {
                    const err96 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/type",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/type/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                  if ("two_way" !== data30) {
                    const err97 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/type",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/type/const",
                      keyword: "const",
                      params: { allowedValue: "two_way" },
                      message: "must be equal to constant",
                    };
                    if (vErrors === null) {
                      vErrors = [err97];
                    } else {
                      vErrors.push(err97);
                    }
                    errors++;
                  }
                }
                if (data27.language_a !== undefined) {
                  let data31 = data27.language_a;
                  if (typeof data31 === "string") {
                    if (data31.length > 12) {
                      const err98 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/translation/language_a",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/language_a/maxLength",
                        keyword: "maxLength",
                        params: { limit: 12 },
                        message: "must NOT have more than 12 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err98];
                      } else {
                        vErrors.push(err98);
                      }
                      errors++;
                    }
                    if (!pattern32.test(data31)) {
                      const err99 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/translation/language_a",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/language_a/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                        message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err99];
                      } else {
                        vErrors.push(err99);
                      }
                      errors++;
                    }
                  } else {
                    const err100 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/language_a",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/language_a/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err100];
                    } else {
                      vErrors.push(err100);
                    }
                    errors++;
                  }
                }
                if (data27.language_b !== undefined) {
                  let data32 = data27.language_b;
                  if (typeof data32 === "string") {
                    if (data32.length > 12) {
                      const err101 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/translation/language_b",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/language_b/maxLength",
                        keyword: "maxLength",
                        params: { limit: 12 },
                        message: "must NOT have more than 12 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err101];
                      } else {
                        vErrors.push(err101);
                      }
                      errors++;
                    }
                    if (!pattern32.test(data32)) {
                      const err102 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/translation/language_b",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/language_b/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                        message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err102];
                      } else {
                        vErrors.push(err102);
                      }
                      errors++;
                    }
                  } else {
                    const err103 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/translation/language_b",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/translation/oneOf/1/properties/language_b/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                }
              } else {
                const err104 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                  schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf/1/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
              var _valid1 = _errs71 === errors;
              if (_valid1 && valid10) {
                valid10 = false;
                passing0 = [passing0, 1];
              } else {
                if (_valid1) {
                  valid10 = true;
                  passing0 = 1;
                }
              }
              if (!valid10) {
                const err105 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/translation",
                  schemaPath: "#/properties/transcriptions/items/properties/translation/oneOf",
                  keyword: "oneOf",
                  params: { passingSchemas: passing0 },
                  message: "must match exactly one schema in oneOf",
                };
                if (vErrors === null) {
                  vErrors = [err105];
                } else {
                  vErrors.push(err105);
                }
                errors++;
              } else {
                errors = _errs63;
                if (vErrors !== null) {
                  if (_errs63) {
                    vErrors.length = _errs63;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data1.context !== undefined) {
              let data33 = data1.context;
              if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                for (const key5 in data33) {
                  if (!(key5 === "general" || key5 === "text" || key5 === "terms" || key5 === "translation_terms")) {
                    const err106 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/context",
                      schemaPath: "#/properties/transcriptions/items/properties/context/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key5 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err106];
                    } else {
                      vErrors.push(err106);
                    }
                    errors++;
                  }
                }
                if (data33.general !== undefined) {
                  let data34 = data33.general;
                  if (Array.isArray(data34)) {
                    if (data34.length > 100) {
                      const err107 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/context/general",
                        schemaPath: "#/properties/transcriptions/items/properties/context/properties/general/maxItems",
                        keyword: "maxItems",
                        params: { limit: 100 },
                        message: "must NOT have more than 100 items",
                      };
                      if (vErrors === null) {
                        vErrors = [err107];
                      } else {
                        vErrors.push(err107);
                      }
                      errors++;
                    }
                    const len3 = data34.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let data35 = data34[i3];
                      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                        if (data35.key === undefined) {
                          const err108 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/general/" + i3,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/general/items/required",
                            keyword: "required",
                            params: { missingProperty: "key" },
                            message: "must have required property '" + "key" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err108];
                          } else {
                            vErrors.push(err108);
                          }
                          errors++;
                        }
                        if (data35.value === undefined) {
                          const err109 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/general/" + i3,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/general/items/required",
                            keyword: "required",
                            params: { missingProperty: "value" },
                            message: "must have required property '" + "value" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err109];
                          } else {
                            vErrors.push(err109);
                          }
                          errors++;
                        }
                        for (const key6 in data35) {
                          if (!(key6 === "key" || key6 === "value")) {
                            const err110 = {
                              instancePath: instancePath + "/transcriptions/" + i0 + "/context/general/" + i3,
                              schemaPath:
                                "#/properties/transcriptions/items/properties/context/properties/general/items/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key6 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err110];
                            } else {
                              vErrors.push(err110);
                            }
                            errors++;
                          }
                        }
                        if (data35.key !== undefined) {
                          let data36 = data35.key;
                          if (typeof data36 === "string") {
                            if (data36.length > 256) {
                              const err111 = {
                                instancePath:
                                  instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/key",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/general/items/properties/key/maxLength",
                                keyword: "maxLength",
                                params: { limit: 256 },
                                message: "must NOT have more than 256 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err111];
                              } else {
                                vErrors.push(err111);
                              }
                              errors++;
                            }
                            if (data36.length < 1) {
                              const err112 = {
                                instancePath:
                                  instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/key",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/general/items/properties/key/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err112];
                              } else {
                                vErrors.push(err112);
                              }
                              errors++;
                            }
                            if (!pattern3.test(data36)) {
                              const err113 = {
                                instancePath:
                                  instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/key",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/general/items/properties/key/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err113];
                              } else {
                                vErrors.push(err113);
                              }
                              errors++;
                            }
                          } else {
                            const err114 = {
                              instancePath: instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/key",
                              schemaPath:
                                "#/properties/transcriptions/items/properties/context/properties/general/items/properties/key/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err114];
                            } else {
                              vErrors.push(err114);
                            }
                            errors++;
                          }
                        }
                        if (data35.value !== undefined) {
                          let data37 = data35.value;
                          if (typeof data37 === "string") {
                            if (data37.length > 1000) {
                              const err115 = {
                                instancePath:
                                  instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/value",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/general/items/properties/value/maxLength",
                                keyword: "maxLength",
                                params: { limit: 1000 },
                                message: "must NOT have more than 1000 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err115];
                              } else {
                                vErrors.push(err115);
                              }
                              errors++;
                            }
                            if (!pattern7.test(data37)) {
                              const err116 = {
                                instancePath:
                                  instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/value",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/general/items/properties/value/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                                message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err116];
                              } else {
                                vErrors.push(err116);
                              }
                              errors++;
                            }
                          } else {
                            const err117 = {
                              instancePath:
                                instancePath + "/transcriptions/" + i0 + "/context/general/" + i3 + "/value",
                              schemaPath:
                                "#/properties/transcriptions/items/properties/context/properties/general/items/properties/value/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err117];
                            } else {
                              vErrors.push(err117);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err118 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/context/general/" + i3,
                          schemaPath:
                            "#/properties/transcriptions/items/properties/context/properties/general/items/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err118];
                        } else {
                          vErrors.push(err118);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err119 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/context/general",
                      schemaPath: "#/properties/transcriptions/items/properties/context/properties/general/type",
                      keyword: "type",
                      params: { type: "array" },
                      message: "must be array",
                    };
                    if (vErrors === null) {
                      vErrors = [err119];
                    } else {
                      vErrors.push(err119);
                    }
                    errors++;
                  }
                }
                if (data33.text !== undefined) {
                  let data38 = data33.text;
                  if (typeof data38 === "string") {
                    if (data38.length > 10000) {
                      const err120 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/context/text",
                        schemaPath: "#/properties/transcriptions/items/properties/context/properties/text/maxLength",
                        keyword: "maxLength",
                        params: { limit: 10000 },
                        message: "must NOT have more than 10000 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err120];
                      } else {
                        vErrors.push(err120);
                      }
                      errors++;
                    }
                    if (!pattern7.test(data38)) {
                      const err121 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/context/text",
                        schemaPath: "#/properties/transcriptions/items/properties/context/properties/text/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err121];
                      } else {
                        vErrors.push(err121);
                      }
                      errors++;
                    }
                  } else {
                    const err122 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/context/text",
                      schemaPath: "#/properties/transcriptions/items/properties/context/properties/text/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
                if (data33.terms !== undefined) {
                  let data39 = data33.terms;
                  if (Array.isArray(data39)) {
                    if (data39.length > 1000) {
                      const err123 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/context/terms",
                        schemaPath: "#/properties/transcriptions/items/properties/context/properties/terms/maxItems",
                        keyword: "maxItems",
                        params: { limit: 1000 },
                        message: "must NOT have more than 1000 items",
                      };
                      if (vErrors === null) {
                        vErrors = [err123];
                      } else {
                        vErrors.push(err123);
                      }
                      errors++;
                    }
                    const len4 = data39.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data40 = data39[i4];
                      if (typeof data40 === "string") {
                        if (data40.length > 256) {
                          const err124 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/terms/" + i4,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/terms/items/maxLength",
                            keyword: "maxLength",
                            params: { limit: 256 },
                            message: "must NOT have more than 256 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err124];
                          } else {
                            vErrors.push(err124);
                          }
                          errors++;
                        }
                        if (data40.length < 1) {
                          const err125 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/terms/" + i4,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/terms/items/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err125];
                          } else {
                            vErrors.push(err125);
                          }
                          errors++;
                        }
                        if (!pattern3.test(data40)) {
                          const err126 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/terms/" + i4,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/terms/items/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err126];
                          } else {
                            vErrors.push(err126);
                          }
                          errors++;
                        }
                      } else {
                        const err127 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/context/terms/" + i4,
                          schemaPath:
                            "#/properties/transcriptions/items/properties/context/properties/terms/items/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err127];
                        } else {
                          vErrors.push(err127);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err128 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/context/terms",
                      schemaPath: "#/properties/transcriptions/items/properties/context/properties/terms/type",
                      keyword: "type",
                      params: { type: "array" },
                      message: "must be array",
                    };
                    if (vErrors === null) {
                      vErrors = [err128];
                    } else {
                      vErrors.push(err128);
                    }
                    errors++;
                  }
                }
                if (data33.translation_terms !== undefined) {
                  let data41 = data33.translation_terms;
                  if (Array.isArray(data41)) {
                    if (data41.length > 1000) {
                      const err129 = {
                        instancePath: instancePath + "/transcriptions/" + i0 + "/context/translation_terms",
                        schemaPath:
                          "#/properties/transcriptions/items/properties/context/properties/translation_terms/maxItems",
                        keyword: "maxItems",
                        params: { limit: 1000 },
                        message: "must NOT have more than 1000 items",
                      };
                      if (vErrors === null) {
                        vErrors = [err129];
                      } else {
                        vErrors.push(err129);
                      }
                      errors++;
                    }
                    const len5 = data41.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data42 = data41[i5];
                      if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                        if (data42.source === undefined) {
                          const err130 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/translation_terms/" + i5,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/required",
                            keyword: "required",
                            params: { missingProperty: "source" },
                            message: "must have required property '" + "source" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err130];
                          } else {
                            vErrors.push(err130);
                          }
                          errors++;
                        }
                        if (data42.target === undefined) {
                          const err131 = {
                            instancePath: instancePath + "/transcriptions/" + i0 + "/context/translation_terms/" + i5,
                            schemaPath:
                              "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/required",
                            keyword: "required",
                            params: { missingProperty: "target" },
                            message: "must have required property '" + "target" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err131];
                          } else {
                            vErrors.push(err131);
                          }
                          errors++;
                        }
                        for (const key7 in data42) {
                          if (!(key7 === "source" || key7 === "target")) {
                            const err132 = {
                              instancePath: instancePath + "/transcriptions/" + i0 + "/context/translation_terms/" + i5,
                              schemaPath:
                                "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key7 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err132];
                            } else {
                              vErrors.push(err132);
                            }
                            errors++;
                          }
                        }
                        if (data42.source !== undefined) {
                          let data43 = data42.source;
                          if (typeof data43 === "string") {
                            if (data43.length > 256) {
                              const err133 = {
                                instancePath:
                                  instancePath +
                                  "/transcriptions/" +
                                  i0 +
                                  "/context/translation_terms/" +
                                  i5 +
                                  "/source",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/source/maxLength",
                                keyword: "maxLength",
                                params: { limit: 256 },
                                message: "must NOT have more than 256 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err133];
                              } else {
                                vErrors.push(err133);
                              }
                              errors++;
                            }
                            if (data43.length < 1) {
                              const err134 = {
                                instancePath:
                                  instancePath +
                                  "/transcriptions/" +
                                  i0 +
                                  "/context/translation_terms/" +
                                  i5 +
                                  "/source",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/source/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err134];
                              } else {
                                vErrors.push(err134);
                              }
                              errors++;
                            }
                            if (!pattern3.test(data43)) {
                              const err135 = {
                                instancePath:
                                  instancePath +
                                  "/transcriptions/" +
                                  i0 +
                                  "/context/translation_terms/" +
                                  i5 +
                                  "/source",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/source/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err135];
                              } else {
                                vErrors.push(err135);
                              }
                              errors++;
                            }
                          } else {
                            const err136 = {
                              instancePath:
                                instancePath + "/transcriptions/" + i0 + "/context/translation_terms/" + i5 + "/source",
                              schemaPath:
                                "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/source/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err136];
                            } else {
                              vErrors.push(err136);
                            }
                            errors++;
                          }
                        }
                        if (data42.target !== undefined) {
                          let data44 = data42.target;
                          if (typeof data44 === "string") {
                            if (data44.length > 256) {
                              const err137 = {
                                instancePath:
                                  instancePath +
                                  "/transcriptions/" +
                                  i0 +
                                  "/context/translation_terms/" +
                                  i5 +
                                  "/target",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/target/maxLength",
                                keyword: "maxLength",
                                params: { limit: 256 },
                                message: "must NOT have more than 256 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err137];
                              } else {
                                vErrors.push(err137);
                              }
                              errors++;
                            }
                            if (data44.length < 1) {
                              const err138 = {
                                instancePath:
                                  instancePath +
                                  "/transcriptions/" +
                                  i0 +
                                  "/context/translation_terms/" +
                                  i5 +
                                  "/target",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/target/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err138];
                              } else {
                                vErrors.push(err138);
                              }
                              errors++;
                            }
                            if (!pattern3.test(data44)) {
                              const err139 = {
                                instancePath:
                                  instancePath +
                                  "/transcriptions/" +
                                  i0 +
                                  "/context/translation_terms/" +
                                  i5 +
                                  "/target",
                                schemaPath:
                                  "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/target/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                                message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err139];
                              } else {
                                vErrors.push(err139);
                              }
                              errors++;
                            }
                          } else {
                            const err140 = {
                              instancePath:
                                instancePath + "/transcriptions/" + i0 + "/context/translation_terms/" + i5 + "/target",
                              schemaPath:
                                "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/properties/target/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err140];
                            } else {
                              vErrors.push(err140);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err141 = {
                          instancePath: instancePath + "/transcriptions/" + i0 + "/context/translation_terms/" + i5,
                          schemaPath:
                            "#/properties/transcriptions/items/properties/context/properties/translation_terms/items/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err141];
                        } else {
                          vErrors.push(err141);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err142 = {
                      instancePath: instancePath + "/transcriptions/" + i0 + "/context/translation_terms",
                      schemaPath:
                        "#/properties/transcriptions/items/properties/context/properties/translation_terms/type",
                      keyword: "type",
                      params: { type: "array" },
                      message: "must be array",
                    };
                    if (vErrors === null) {
                      vErrors = [err142];
                    } else {
                      vErrors.push(err142);
                    }
                    errors++;
                  }
                }
              } else {
                const err143 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/context",
                  schemaPath: "#/properties/transcriptions/items/properties/context/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err143];
                } else {
                  vErrors.push(err143);
                }
                errors++;
              }
            }
            if (data1.client_reference_id !== undefined) {
              let data45 = data1.client_reference_id;
              if (typeof data45 !== "string" && data45 !== null) {
                const err144 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/client_reference_id",
                  schemaPath: "#/properties/transcriptions/items/properties/client_reference_id/type",
                  keyword: "type",
                  params: { type: schema25.properties.transcriptions.items.properties.client_reference_id.type },
                  message: "must be string,null",
                };
                if (vErrors === null) {
                  vErrors = [err144];
                } else {
                  vErrors.push(err144);
                }
                errors++;
              }
              if (typeof data45 === "string") {
                if (data45.length > 256) {
                  const err145 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/client_reference_id",
                    schemaPath: "#/properties/transcriptions/items/properties/client_reference_id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 256 },
                    message: "must NOT have more than 256 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
                if (!pattern3.test(data45)) {
                  const err146 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/client_reference_id",
                    schemaPath: "#/properties/transcriptions/items/properties/client_reference_id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err146];
                  } else {
                    vErrors.push(err146);
                  }
                  errors++;
                }
              }
            }
            if (data1.error_type !== undefined) {
              let data46 = data1.error_type;
              if (typeof data46 !== "string" && data46 !== null) {
                const err147 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/error_type",
                  schemaPath: "#/properties/transcriptions/items/properties/error_type/type",
                  keyword: "type",
                  params: { type: schema25.properties.transcriptions.items.properties.error_type.type },
                  message: "must be string,null",
                };
                if (vErrors === null) {
                  vErrors = [err147];
                } else {
                  vErrors.push(err147);
                }
                errors++;
              }
              if (typeof data46 === "string") {
                if (data46.length > 64) {
                  const err148 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/error_type",
                    schemaPath: "#/properties/transcriptions/items/properties/error_type/maxLength",
                    keyword: "maxLength",
                    params: { limit: 64 },
                    message: "must NOT have more than 64 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err148];
                  } else {
                    vErrors.push(err148);
                  }
                  errors++;
                }
                if (!pattern2.test(data46)) {
                  const err149 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/error_type",
                    schemaPath: "#/properties/transcriptions/items/properties/error_type/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z][a-z0-9_]*$" },
                    message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err149];
                  } else {
                    vErrors.push(err149);
                  }
                  errors++;
                }
              }
            }
            if (data1.error_message !== undefined) {
              let data47 = data1.error_message;
              if (typeof data47 !== "string" && data47 !== null) {
                const err150 = {
                  instancePath: instancePath + "/transcriptions/" + i0 + "/error_message",
                  schemaPath: "#/properties/transcriptions/items/properties/error_message/type",
                  keyword: "type",
                  params: { type: schema25.properties.transcriptions.items.properties.error_message.type },
                  message: "must be string,null",
                };
                if (vErrors === null) {
                  vErrors = [err150];
                } else {
                  vErrors.push(err150);
                }
                errors++;
              }
              if (typeof data47 === "string") {
                if (data47.length > 2000) {
                  const err151 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/error_message",
                    schemaPath: "#/properties/transcriptions/items/properties/error_message/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2000 },
                    message: "must NOT have more than 2000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err151];
                  } else {
                    vErrors.push(err151);
                  }
                  errors++;
                }
                if (!pattern7.test(data47)) {
                  const err152 = {
                    instancePath: instancePath + "/transcriptions/" + i0 + "/error_message",
                    schemaPath: "#/properties/transcriptions/items/properties/error_message/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err152];
                  } else {
                    vErrors.push(err152);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err153 = {
              instancePath: instancePath + "/transcriptions/" + i0,
              schemaPath: "#/properties/transcriptions/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
      } else {
        const err154 = {
          instancePath: instancePath + "/transcriptions",
          schemaPath: "#/properties/transcriptions/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err154];
        } else {
          vErrors.push(err154);
        }
        errors++;
      }
    }
    if (data.next_page_cursor !== undefined) {
      let data48 = data.next_page_cursor;
      if (typeof data48 !== "string" && data48 !== null) {
        const err155 = {
          instancePath: instancePath + "/next_page_cursor",
          schemaPath: "#/properties/next_page_cursor/type",
          keyword: "type",
          params: { type: schema25.properties.next_page_cursor.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err155];
        } else {
          vErrors.push(err155);
        }
        errors++;
      }
      if (typeof data48 === "string") {
        if (data48.length > 1024) {
          const err156 = {
            instancePath: instancePath + "/next_page_cursor",
            schemaPath: "#/properties/next_page_cursor/maxLength",
            keyword: "maxLength",
            params: { limit: 1024 },
            message: "must NOT have more than 1024 characters",
          };
          if (vErrors === null) {
            vErrors = [err156];
          } else {
            vErrors.push(err156);
          }
          errors++;
        }
        if (!pattern0.test(data48)) {
          const err157 = {
            instancePath: instancePath + "/next_page_cursor",
            schemaPath: "#/properties/next_page_cursor/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_=-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_=-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err157];
          } else {
            vErrors.push(err157);
          }
          errors++;
        }
      }
    }
  } else {
    const err158 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err158];
    } else {
      vErrors.push(err158);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}

export const v15 = validate25;
const schema26 = {
  type: "object",
  required: ["model", "enable_speaker_diarization"],
  oneOf: [
    {
      type: "object",
      required: ["file_id"],
      properties: { file_id: { type: "string", minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" } },
    },
    {
      type: "object",
      required: ["audio_url"],
      properties: {
        audio_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
      },
    },
  ],
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
  ],
  additionalProperties: false,
  properties: {
    file_id: { type: "string", minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    audio_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
    webhook_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
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
};

function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.file_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/oneOf/0/required",
        keyword: "required",
        params: { missingProperty: "file_id" },
        message: "must have required property '" + "file_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.file_id !== undefined) {
      let data0 = data.file_id;
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/oneOf/0/properties/file_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/oneOf/0/properties/file_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/oneOf/0/properties/file_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/file_id",
          schemaPath: "#/oneOf/0/properties/file_id/type",
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
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/oneOf/0/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs6 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.audio_url === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/oneOf/1/required",
        keyword: "required",
        params: { missingProperty: "audio_url" },
        message: "must have required property '" + "audio_url" + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.audio_url !== undefined) {
      let data1 = data.audio_url;
      if (typeof data1 === "string") {
        if (data1.length > 2048) {
          const err7 = {
            instancePath: instancePath + "/audio_url",
            schemaPath: "#/oneOf/1/properties/audio_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2048 },
            message: "must NOT have more than 2048 characters",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!pattern36.test(data1)) {
          const err8 = {
            instancePath: instancePath + "/audio_url",
            schemaPath: "#/oneOf/1/properties/audio_url/pattern",
            keyword: "pattern",
            params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
            message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/audio_url",
          schemaPath: "#/oneOf/1/properties/audio_url/type",
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
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: "#/oneOf/1/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  var _valid0 = _errs6 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
  }
  if (!valid0) {
    const err11 = {
      instancePath,
      schemaPath: "#/oneOf",
      keyword: "oneOf",
      params: { passingSchemas: passing0 },
      message: "must match exactly one schema in oneOf",
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.model !== undefined) {
      let data2 = data.model;
      if (typeof data2 === "string") {
        if (data2.length > 128) {
          const err12 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/allOf/0/properties/model/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2.length < 1) {
          const err13 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/allOf/0/properties/model/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!pattern34.test(data2)) {
          const err14 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/allOf/0/properties/model/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
            message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/model",
          schemaPath: "#/allOf/0/properties/model/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.enable_speaker_diarization !== undefined) {
      if (typeof data.enable_speaker_diarization !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/enable_speaker_diarization",
          schemaPath: "#/allOf/0/properties/enable_speaker_diarization/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.enable_streaming !== undefined) {
      if (typeof data.enable_streaming !== "boolean") {
        const err17 = {
          instancePath: instancePath + "/enable_streaming",
          schemaPath: "#/allOf/0/properties/enable_streaming/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.translation !== undefined) {
      let data5 = data.translation;
      const _errs19 = errors;
      let valid5 = false;
      let passing1 = null;
      const _errs20 = errors;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.type === undefined) {
          const err18 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/allOf/0/properties/translation/oneOf/0/required",
            keyword: "required",
            params: { missingProperty: "type" },
            message: "must have required property '" + "type" + "'",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data5.target_language === undefined) {
          const err19 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/allOf/0/properties/translation/oneOf/0/required",
            keyword: "required",
            params: { missingProperty: "target_language" },
            message: "must have required property '" + "target_language" + "'",
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        for (const key0 in data5) {
          if (!(key0 === "type" || key0 === "target_language")) {
            const err20 = {
              instancePath: instancePath + "/translation",
              schemaPath: "#/allOf/0/properties/translation/oneOf/0/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key0 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data5.type !== undefined) {
          let data6 = data5.type;
          if (typeof data6 !== "string") {
            const err21 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/type/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if ("one_way" !== data6) {
            const err22 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/type/const",
              keyword: "const",
              params: { allowedValue: "one_way" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data5.target_language !== undefined) {
          let data7 = data5.target_language;
          if (typeof data7 === "string") {
            if (data7.length > 12) {
              const err23 = {
                instancePath: instancePath + "/translation/target_language",
                schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/target_language/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (!pattern32.test(data7)) {
              const err24 = {
                instancePath: instancePath + "/translation/target_language",
                schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/target_language/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = {
              instancePath: instancePath + "/translation/target_language",
              schemaPath: "#/allOf/0/properties/translation/oneOf/0/properties/target_language/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
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
          instancePath: instancePath + "/translation",
          schemaPath: "#/allOf/0/properties/translation/oneOf/0/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      var _valid1 = _errs20 === errors;
      if (_valid1) {
        valid5 = true;
        passing1 = 0;
      }
      const _errs27 = errors;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.type === undefined) {
          const err27 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/allOf/0/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "type" },
            message: "must have required property '" + "type" + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data5.language_a === undefined) {
          const err28 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/allOf/0/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "language_a" },
            message: "must have required property '" + "language_a" + "'",
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data5.language_b === undefined) {
          const err29 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/allOf/0/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "language_b" },
            message: "must have required property '" + "language_b" + "'",
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(key1 === "type" || key1 === "language_a" || key1 === "language_b")) {
            const err30 = {
              instancePath: instancePath + "/translation",
              schemaPath: "#/allOf/0/properties/translation/oneOf/1/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data5.type !== undefined) {
          let data8 = data5.type;
          if (typeof data8 !== "string") {
            const err31 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/type/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if ("two_way" !== data8) {
            const err32 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/type/const",
              keyword: "const",
              params: { allowedValue: "two_way" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data5.language_a !== undefined) {
          let data9 = data5.language_a;
          if (typeof data9 === "string") {
            if (data9.length > 12) {
              const err33 = {
                instancePath: instancePath + "/translation/language_a",
                schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_a/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            if (!pattern32.test(data9)) {
              const err34 = {
                instancePath: instancePath + "/translation/language_a",
                schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_a/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          } else {
            const err35 = {
              instancePath: instancePath + "/translation/language_a",
              schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_a/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data5.language_b !== undefined) {
          let data10 = data5.language_b;
          if (typeof data10 === "string") {
            if (data10.length > 12) {
              const err36 = {
                instancePath: instancePath + "/translation/language_b",
                schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_b/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            if (!pattern32.test(data10)) {
              const err37 = {
                instancePath: instancePath + "/translation/language_b",
                schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_b/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = {
              instancePath: instancePath + "/translation/language_b",
              schemaPath: "#/allOf/0/properties/translation/oneOf/1/properties/language_b/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/allOf/0/properties/translation/oneOf/1/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      var _valid1 = _errs27 === errors;
      if (_valid1 && valid5) {
        valid5 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid5 = true;
          passing1 = 1;
        }
      }
      if (!valid5) {
        const err40 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/allOf/0/properties/translation/oneOf",
          keyword: "oneOf",
          params: { passingSchemas: passing1 },
          message: "must match exactly one schema in oneOf",
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      } else {
        errors = _errs19;
        if (vErrors !== null) {
          if (_errs19) {
            vErrors.length = _errs19;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.context !== undefined) {
      let data11 = data.context;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key2 in data11) {
          if (!(key2 === "general" || key2 === "text" || key2 === "terms" || key2 === "translation_terms")) {
            const err41 = {
              instancePath: instancePath + "/context",
              schemaPath: "#/allOf/0/properties/context/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data11.general !== undefined) {
          let data12 = data11.general;
          if (Array.isArray(data12)) {
            if (data12.length > 100) {
              const err42 = {
                instancePath: instancePath + "/context/general",
                schemaPath: "#/allOf/0/properties/context/properties/general/maxItems",
                keyword: "maxItems",
                params: { limit: 100 },
                message: "must NOT have more than 100 items",
              };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data13 = data12[i0];
              if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                if (data13.key === undefined) {
                  const err43 = {
                    instancePath: instancePath + "/context/general/" + i0,
                    schemaPath: "#/allOf/0/properties/context/properties/general/items/required",
                    keyword: "required",
                    params: { missingProperty: "key" },
                    message: "must have required property '" + "key" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                if (data13.value === undefined) {
                  const err44 = {
                    instancePath: instancePath + "/context/general/" + i0,
                    schemaPath: "#/allOf/0/properties/context/properties/general/items/required",
                    keyword: "required",
                    params: { missingProperty: "value" },
                    message: "must have required property '" + "value" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
                for (const key3 in data13) {
                  if (!(key3 === "key" || key3 === "value")) {
                    const err45 = {
                      instancePath: instancePath + "/context/general/" + i0,
                      schemaPath: "#/allOf/0/properties/context/properties/general/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key3 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
                if (data13.key !== undefined) {
                  let data14 = data13.key;
                  if (typeof data14 === "string") {
                    if (data14.length > 256) {
                      const err46 = {
                        instancePath: instancePath + "/context/general/" + i0 + "/key",
                        schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/key/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                    if (data14.length < 1) {
                      const err47 = {
                        instancePath: instancePath + "/context/general/" + i0 + "/key",
                        schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/key/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data14)) {
                      const err48 = {
                        instancePath: instancePath + "/context/general/" + i0 + "/key",
                        schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/key/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                  } else {
                    const err49 = {
                      instancePath: instancePath + "/context/general/" + i0 + "/key",
                      schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/key/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                }
                if (data13.value !== undefined) {
                  let data15 = data13.value;
                  if (typeof data15 === "string") {
                    if (data15.length > 1000) {
                      const err50 = {
                        instancePath: instancePath + "/context/general/" + i0 + "/value",
                        schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/value/maxLength",
                        keyword: "maxLength",
                        params: { limit: 1000 },
                        message: "must NOT have more than 1000 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                    if (!pattern7.test(data15)) {
                      const err51 = {
                        instancePath: instancePath + "/context/general/" + i0 + "/value",
                        schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/value/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err51];
                      } else {
                        vErrors.push(err51);
                      }
                      errors++;
                    }
                  } else {
                    const err52 = {
                      instancePath: instancePath + "/context/general/" + i0 + "/value",
                      schemaPath: "#/allOf/0/properties/context/properties/general/items/properties/value/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err52];
                    } else {
                      vErrors.push(err52);
                    }
                    errors++;
                  }
                }
              } else {
                const err53 = {
                  instancePath: instancePath + "/context/general/" + i0,
                  schemaPath: "#/allOf/0/properties/context/properties/general/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
          } else {
            const err54 = {
              instancePath: instancePath + "/context/general",
              schemaPath: "#/allOf/0/properties/context/properties/general/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data11.text !== undefined) {
          let data16 = data11.text;
          if (typeof data16 === "string") {
            if (data16.length > 10000) {
              const err55 = {
                instancePath: instancePath + "/context/text",
                schemaPath: "#/allOf/0/properties/context/properties/text/maxLength",
                keyword: "maxLength",
                params: { limit: 10000 },
                message: "must NOT have more than 10000 characters",
              };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            if (!pattern7.test(data16)) {
              const err56 = {
                instancePath: instancePath + "/context/text",
                schemaPath: "#/allOf/0/properties/context/properties/text/pattern",
                keyword: "pattern",
                params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          } else {
            const err57 = {
              instancePath: instancePath + "/context/text",
              schemaPath: "#/allOf/0/properties/context/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data11.terms !== undefined) {
          let data17 = data11.terms;
          if (Array.isArray(data17)) {
            if (data17.length > 1000) {
              const err58 = {
                instancePath: instancePath + "/context/terms",
                schemaPath: "#/allOf/0/properties/context/properties/terms/maxItems",
                keyword: "maxItems",
                params: { limit: 1000 },
                message: "must NOT have more than 1000 items",
              };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
            const len1 = data17.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data18 = data17[i1];
              if (typeof data18 === "string") {
                if (data18.length > 256) {
                  const err59 = {
                    instancePath: instancePath + "/context/terms/" + i1,
                    schemaPath: "#/allOf/0/properties/context/properties/terms/items/maxLength",
                    keyword: "maxLength",
                    params: { limit: 256 },
                    message: "must NOT have more than 256 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
                if (data18.length < 1) {
                  const err60 = {
                    instancePath: instancePath + "/context/terms/" + i1,
                    schemaPath: "#/allOf/0/properties/context/properties/terms/items/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
                if (!pattern3.test(data18)) {
                  const err61 = {
                    instancePath: instancePath + "/context/terms/" + i1,
                    schemaPath: "#/allOf/0/properties/context/properties/terms/items/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              } else {
                const err62 = {
                  instancePath: instancePath + "/context/terms/" + i1,
                  schemaPath: "#/allOf/0/properties/context/properties/terms/items/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
          } else {
            const err63 = {
              instancePath: instancePath + "/context/terms",
              schemaPath: "#/allOf/0/properties/context/properties/terms/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
        if (data11.translation_terms !== undefined) {
          let data19 = data11.translation_terms;
          if (Array.isArray(data19)) {
            if (data19.length > 1000) {
              const err64 = {
                instancePath: instancePath + "/context/translation_terms",
                schemaPath: "#/allOf/0/properties/context/properties/translation_terms/maxItems",
                keyword: "maxItems",
                params: { limit: 1000 },
                message: "must NOT have more than 1000 items",
              };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            const len2 = data19.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data20 = data19[i2];
              if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                if (data20.source === undefined) {
                  const err65 = {
                    instancePath: instancePath + "/context/translation_terms/" + i2,
                    schemaPath: "#/allOf/0/properties/context/properties/translation_terms/items/required",
                    keyword: "required",
                    params: { missingProperty: "source" },
                    message: "must have required property '" + "source" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err65];
                  } else {
                    vErrors.push(err65);
                  }
                  errors++;
                }
                if (data20.target === undefined) {
                  const err66 = {
                    instancePath: instancePath + "/context/translation_terms/" + i2,
                    schemaPath: "#/allOf/0/properties/context/properties/translation_terms/items/required",
                    keyword: "required",
                    params: { missingProperty: "target" },
                    message: "must have required property '" + "target" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
                for (const key4 in data20) {
                  if (!(key4 === "source" || key4 === "target")) {
                    const err67 = {
                      instancePath: instancePath + "/context/translation_terms/" + i2,
                      schemaPath:
                        "#/allOf/0/properties/context/properties/translation_terms/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key4 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
                if (data20.source !== undefined) {
                  let data21 = data20.source;
                  if (typeof data21 === "string") {
                    if (data21.length > 256) {
                      const err68 = {
                        instancePath: instancePath + "/context/translation_terms/" + i2 + "/source",
                        schemaPath:
                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err68];
                      } else {
                        vErrors.push(err68);
                      }
                      errors++;
                    }
                    if (data21.length < 1) {
                      const err69 = {
                        instancePath: instancePath + "/context/translation_terms/" + i2 + "/source",
                        schemaPath:
                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err69];
                      } else {
                        vErrors.push(err69);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data21)) {
                      const err70 = {
                        instancePath: instancePath + "/context/translation_terms/" + i2 + "/source",
                        schemaPath:
                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                  } else {
                    const err71 = {
                      instancePath: instancePath + "/context/translation_terms/" + i2 + "/source",
                      schemaPath:
                        "#/allOf/0/properties/context/properties/translation_terms/items/properties/source/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err71];
                    } else {
                      vErrors.push(err71);
                    }
                    errors++;
                  }
                }
                if (data20.target !== undefined) {
                  let data22 = data20.target;
                  if (typeof data22 === "string") {
                    if (data22.length > 256) {
                      const err72 = {
                        instancePath: instancePath + "/context/translation_terms/" + i2 + "/target",
                        schemaPath:
                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err72];
                      } else {
                        vErrors.push(err72);
                      }
                      errors++;
                    }
                    if (data22.length < 1) {
                      const err73 = {
                        instancePath: instancePath + "/context/translation_terms/" + i2 + "/target",
                        schemaPath:
                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err73];
                      } else {
                        vErrors.push(err73);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data22)) {
                      const err74 = {
                        instancePath: instancePath + "/context/translation_terms/" + i2 + "/target",
                        schemaPath:
                          "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err74];
                      } else {
                        vErrors.push(err74);
                      }
                      errors++;
                    }
                  } else {
                    const err75 = {
                      instancePath: instancePath + "/context/translation_terms/" + i2 + "/target",
                      schemaPath:
                        "#/allOf/0/properties/context/properties/translation_terms/items/properties/target/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
              } else {
                const err76 = {
                  instancePath: instancePath + "/context/translation_terms/" + i2,
                  schemaPath: "#/allOf/0/properties/context/properties/translation_terms/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
          } else {
            const err77 = {
              instancePath: instancePath + "/context/translation_terms",
              schemaPath: "#/allOf/0/properties/context/properties/translation_terms/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err77];
            } else {
              vErrors.push(err77);
            }
            errors++;
          }
        }
      } else {
        const err78 = {
          instancePath: instancePath + "/context",
          schemaPath: "#/allOf/0/properties/context/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
    }
    if (data.language_hints !== undefined) {
      let data23 = data.language_hints;
      if (Array.isArray(data23)) {
        if (data23.length > 100) {
          const err79 = {
            instancePath: instancePath + "/language_hints",
            schemaPath: "#/allOf/0/properties/language_hints/maxItems",
            keyword: "maxItems",
            params: { limit: 100 },
            message: "must NOT have more than 100 items",
          };
          if (vErrors === null) {
            vErrors = [err79];
          } else {
            vErrors.push(err79);
          }
          errors++;
        }
        const len3 = data23.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data24 = data23[i3];
          if (typeof data24 === "string") {
            if (data24.length > 12) {
              const err80 = {
                instancePath: instancePath + "/language_hints/" + i3,
                schemaPath: "#/allOf/0/properties/language_hints/items/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
            if (!pattern32.test(data24)) {
              const err81 = {
                instancePath: instancePath + "/language_hints/" + i3,
                schemaPath: "#/allOf/0/properties/language_hints/items/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          } else {
            const err82 = {
              instancePath: instancePath + "/language_hints/" + i3,
              schemaPath: "#/allOf/0/properties/language_hints/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
      } else {
        const err83 = {
          instancePath: instancePath + "/language_hints",
          schemaPath: "#/allOf/0/properties/language_hints/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.enable_language_identification !== undefined) {
      if (typeof data.enable_language_identification !== "boolean") {
        const err84 = {
          instancePath: instancePath + "/enable_language_identification",
          schemaPath: "#/allOf/0/properties/enable_language_identification/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err84];
        } else {
          vErrors.push(err84);
        }
        errors++;
      }
    }
    if (data.client_reference_id !== undefined) {
      let data26 = data.client_reference_id;
      if (typeof data26 === "string") {
        if (data26.length > 256) {
          const err85 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/allOf/0/properties/client_reference_id/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
        if (!pattern3.test(data26)) {
          const err86 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/allOf/0/properties/client_reference_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
      } else {
        const err87 = {
          instancePath: instancePath + "/client_reference_id",
          schemaPath: "#/allOf/0/properties/client_reference_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      }
    }
  } else {
    const err88 = {
      instancePath,
      schemaPath: "#/allOf/0/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err88];
    } else {
      vErrors.push(err88);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.model === undefined) {
      const err89 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "model" },
        message: "must have required property '" + "model" + "'",
      };
      if (vErrors === null) {
        vErrors = [err89];
      } else {
        vErrors.push(err89);
      }
      errors++;
    }
    if (data.enable_speaker_diarization === undefined) {
      const err90 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "enable_speaker_diarization" },
        message: "must have required property '" + "enable_speaker_diarization" + "'",
      };
      if (vErrors === null) {
        vErrors = [err90];
      } else {
        vErrors.push(err90);
      }
      errors++;
    }
    for (const key5 in data) {
      if (!func2.call(schema26.properties, key5)) {
        const err91 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key5 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err91];
        } else {
          vErrors.push(err91);
        }
        errors++;
      }
    }
    if (data.file_id !== undefined) {
      let data27 = data.file_id;
      if (typeof data27 === "string") {
        if (data27.length > 128) {
          const err92 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
        if (data27.length < 1) {
          const err93 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err93];
          } else {
            vErrors.push(err93);
          }
          errors++;
        }
        if (!pattern1.test(data27)) {
          const err94 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err94];
          } else {
            vErrors.push(err94);
          }
          errors++;
        }
      } else {
        const err95 = {
          instancePath: instancePath + "/file_id",
          schemaPath: "#/properties/file_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err95];
        } else {
          vErrors.push(err95);
        }
        errors++;
      }
    }
    if (data.audio_url !== undefined) {
      let data28 = data.audio_url;
      if (typeof data28 === "string") {
        if (data28.length > 2048) {
          const err96 = {
            instancePath: instancePath + "/audio_url",
            schemaPath: "#/properties/audio_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2048 },
            message: "must NOT have more than 2048 characters",
          };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
        if (!pattern36.test(data28)) {
          const err97 = {
            instancePath: instancePath + "/audio_url",
            schemaPath: "#/properties/audio_url/pattern",
            keyword: "pattern",
            params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
            message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
      } else {
        const err98 = {
          instancePath: instancePath + "/audio_url",
          schemaPath: "#/properties/audio_url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err98];
        } else {
          vErrors.push(err98);
        }
        errors++;
      }
    }
    if (data.webhook_url !== undefined) {
      let data29 = data.webhook_url;
      if (typeof data29 === "string") {
        if (data29.length > 2048) {
          const err99 = {
            instancePath: instancePath + "/webhook_url",
            schemaPath: "#/properties/webhook_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2048 },
            message: "must NOT have more than 2048 characters",
          };
          if (vErrors === null) {
            vErrors = [err99];
          } else {
            vErrors.push(err99);
          }
          errors++;
        }
        if (!pattern36.test(data29)) {
          const err100 = {
            instancePath: instancePath + "/webhook_url",
            schemaPath: "#/properties/webhook_url/pattern",
            keyword: "pattern",
            params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
            message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err100];
          } else {
            vErrors.push(err100);
          }
          errors++;
        }
      } else {
        const err101 = {
          instancePath: instancePath + "/webhook_url",
          schemaPath: "#/properties/webhook_url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      }
    }
    if (data.model !== undefined) {
      let data30 = data.model;
      if (typeof data30 === "string") {
        if (data30.length > 128) {
          const err102 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/properties/model/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err102];
          } else {
            vErrors.push(err102);
          }
          errors++;
        }
        if (data30.length < 1) {
          const err103 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/properties/model/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
        if (!pattern34.test(data30)) {
          const err104 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/properties/model/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
            message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
      } else {
        const err105 = {
          instancePath: instancePath + "/model",
          schemaPath: "#/properties/model/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err105];
        } else {
          vErrors.push(err105);
        }
        errors++;
      }
    }
    if (data.enable_speaker_diarization !== undefined) {
      if (typeof data.enable_speaker_diarization !== "boolean") {
        const err106 = {
          instancePath: instancePath + "/enable_speaker_diarization",
          schemaPath: "#/properties/enable_speaker_diarization/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    }
    if (data.enable_streaming !== undefined) {
      if (typeof data.enable_streaming !== "boolean") {
        const err107 = {
          instancePath: instancePath + "/enable_streaming",
          schemaPath: "#/properties/enable_streaming/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err107];
        } else {
          vErrors.push(err107);
        }
        errors++;
      }
    }
    if (data.translation !== undefined) {
      let data33 = data.translation;
      const _errs85 = errors;
      let valid20 = false;
      let passing2 = null;
      const _errs86 = errors;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        if (data33.type === undefined) {
          const err108 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/0/required",
            keyword: "required",
            params: { missingProperty: "type" },
            message: "must have required property '" + "type" + "'",
          };
          if (vErrors === null) {
            vErrors = [err108];
          } else {
            vErrors.push(err108);
          }
          errors++;
        }
        if (data33.target_language === undefined) {
          const err109 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/0/required",
            keyword: "required",
            params: { missingProperty: "target_language" },
            message: "must have required property '" + "target_language" + "'",
          };
          if (vErrors === null) {
            vErrors = [err109];
          } else {
            vErrors.push(err109);
          }
          errors++;
        }
        for (const key6 in data33) {
          if (!(key6 === "type" || key6 === "target_language")) {
            const err110 = {
              instancePath: instancePath + "/translation",
              schemaPath: "#/properties/translation/oneOf/0/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key6 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
        if (data33.type !== undefined) {
          let data34 = data33.type;
          if (typeof data34 !== "string") {
            const err111 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/0/properties/type/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
          if ("one_way" !== data34) {
            const err112 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/0/properties/type/const",
              keyword: "const",
              params: { allowedValue: "one_way" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data33.target_language !== undefined) {
          let data35 = data33.target_language;
          if (typeof data35 === "string") {
            if (data35.length > 12) {
              const err113 = {
                instancePath: instancePath + "/translation/target_language",
                schemaPath: "#/properties/translation/oneOf/0/properties/target_language/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err113];
              } else {
                vErrors.push(err113);
              }
              errors++;
            }
            if (!pattern32.test(data35)) {
              const err114 = {
                instancePath: instancePath + "/translation/target_language",
                schemaPath: "#/properties/translation/oneOf/0/properties/target_language/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err114];
              } else {
                vErrors.push(err114);
              }
              errors++;
            }
          } else {
            const err115 = {
              instancePath: instancePath + "/translation/target_language",
              schemaPath: "#/properties/translation/oneOf/0/properties/target_language/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
      } else {
        const err116 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/properties/translation/oneOf/0/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err116];
        } else {
          vErrors.push(err116);
        }
        errors++;
      }
      var _valid2 = _errs86 === errors;
      if (_valid2) {
        valid20 = true;
        passing2 = 0;
      }
      const _errs93 = errors;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        if (data33.type === undefined) {
          const err117 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "type" },
            message: "must have required property '" + "type" + "'",
          };
          if (vErrors === null) {
            vErrors = [err117];
          } else {
            vErrors.push(err117);
          }
          errors++;
        }
        if (data33.language_a === undefined) {
          const err118 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "language_a" },
            message: "must have required property '" + "language_a" + "'",
          };
          if (vErrors === null) {
            vErrors = [err118];
          } else {
            vErrors.push(err118);
          }
          errors++;
        }
        if (data33.language_b === undefined) {
          const err119 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "language_b" },
            message: "must have required property '" + "language_b" + "'",
          };
          if (vErrors === null) {
            vErrors = [err119];
          } else {
            vErrors.push(err119);
          }
          errors++;
        }
        for (const key7 in data33) {
          if (!(key7 === "type" || key7 === "language_a" || key7 === "language_b")) {
            const err120 = {
              instancePath: instancePath + "/translation",
              schemaPath: "#/properties/translation/oneOf/1/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key7 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err120];
            } else {
              vErrors.push(err120);
            }
            errors++;
          }
        }
        if (data33.type !== undefined) {
          let data36 = data33.type;
          if (typeof data36 !== "string") {
            const err121 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/1/properties/type/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
          if ("two_way" !== data36) {
            const err122 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/1/properties/type/const",
              keyword: "const",
              params: { allowedValue: "two_way" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
        if (data33.language_a !== undefined) {
          let data37 = data33.language_a;
          if (typeof data37 === "string") {
            if (data37.length > 12) {
              const err123 = {
                instancePath: instancePath + "/translation/language_a",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_a/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err123];
              } else {
                vErrors.push(err123);
              }
              errors++;
            }
            if (!pattern32.test(data37)) {
              const err124 = {
                instancePath: instancePath + "/translation/language_a",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_a/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err124];
              } else {
                vErrors.push(err124);
              }
              errors++;
            }
          } else {
            const err125 = {
              instancePath: instancePath + "/translation/language_a",
              schemaPath: "#/properties/translation/oneOf/1/properties/language_a/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data33.language_b !== undefined) {
          let data38 = data33.language_b;
          if (typeof data38 === "string") {
            if (data38.length > 12) {
              const err126 = {
                instancePath: instancePath + "/translation/language_b",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_b/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err126];
              } else {
                vErrors.push(err126);
              }
              errors++;
            }
            if (!pattern32.test(data38)) {
              const err127 = {
                instancePath: instancePath + "/translation/language_b",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_b/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
          } else {
            const err128 = {
              instancePath: instancePath + "/translation/language_b",
              schemaPath: "#/properties/translation/oneOf/1/properties/language_b/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
      } else {
        const err129 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/properties/translation/oneOf/1/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err129];
        } else {
          vErrors.push(err129);
        }
        errors++;
      }
      var _valid2 = _errs93 === errors;
      if (_valid2 && valid20) {
        valid20 = false;
        passing2 = [passing2, 1];
      } else {
        if (_valid2) {
          valid20 = true;
          passing2 = 1;
        }
      }
      if (!valid20) {
        const err130 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/properties/translation/oneOf",
          keyword: "oneOf",
          params: { passingSchemas: passing2 },
          message: "must match exactly one schema in oneOf",
        };
        if (vErrors === null) {
          vErrors = [err130];
        } else {
          vErrors.push(err130);
        }
        errors++;
      } else {
        errors = _errs85;
        if (vErrors !== null) {
          if (_errs85) {
            vErrors.length = _errs85;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.context !== undefined) {
      let data39 = data.context;
      if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
        for (const key8 in data39) {
          if (!(key8 === "general" || key8 === "text" || key8 === "terms" || key8 === "translation_terms")) {
            const err131 = {
              instancePath: instancePath + "/context",
              schemaPath: "#/properties/context/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key8 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
        }
        if (data39.general !== undefined) {
          let data40 = data39.general;
          if (Array.isArray(data40)) {
            if (data40.length > 100) {
              const err132 = {
                instancePath: instancePath + "/context/general",
                schemaPath: "#/properties/context/properties/general/maxItems",
                keyword: "maxItems",
                params: { limit: 100 },
                message: "must NOT have more than 100 items",
              };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
            const len4 = data40.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data41 = data40[i4];
              if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                if (data41.key === undefined) {
                  const err133 = {
                    instancePath: instancePath + "/context/general/" + i4,
                    schemaPath: "#/properties/context/properties/general/items/required",
                    keyword: "required",
                    params: { missingProperty: "key" },
                    message: "must have required property '" + "key" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err133];
                  } else {
                    vErrors.push(err133);
                  }
                  errors++;
                }
                if (data41.value === undefined) {
                  const err134 = {
                    instancePath: instancePath + "/context/general/" + i4,
                    schemaPath: "#/properties/context/properties/general/items/required",
                    keyword: "required",
                    params: { missingProperty: "value" },
                    message: "must have required property '" + "value" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err134];
                  } else {
                    vErrors.push(err134);
                  }
                  errors++;
                }
                for (const key9 in data41) {
                  if (!(key9 === "key" || key9 === "value")) {
                    const err135 = {
                      instancePath: instancePath + "/context/general/" + i4,
                      schemaPath: "#/properties/context/properties/general/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key9 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err135];
                    } else {
                      vErrors.push(err135);
                    }
                    errors++;
                  }
                }
                if (data41.key !== undefined) {
                  let data42 = data41.key;
                  if (typeof data42 === "string") {
                    if (data42.length > 256) {
                      const err136 = {
                        instancePath: instancePath + "/context/general/" + i4 + "/key",
                        schemaPath: "#/properties/context/properties/general/items/properties/key/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err136];
                      } else {
                        vErrors.push(err136);
                      }
                      errors++;
                    }
                    if (data42.length < 1) {
                      const err137 = {
                        instancePath: instancePath + "/context/general/" + i4 + "/key",
                        schemaPath: "#/properties/context/properties/general/items/properties/key/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err137];
                      } else {
                        vErrors.push(err137);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data42)) {
                      const err138 = {
                        instancePath: instancePath + "/context/general/" + i4 + "/key",
                        schemaPath: "#/properties/context/properties/general/items/properties/key/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err138];
                      } else {
                        vErrors.push(err138);
                      }
                      errors++;
                    }
                  } else {
                    const err139 = {
                      instancePath: instancePath + "/context/general/" + i4 + "/key",
                      schemaPath: "#/properties/context/properties/general/items/properties/key/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err139];
                    } else {
                      vErrors.push(err139);
                    }
                    errors++;
                  }
                }
                if (data41.value !== undefined) {
                  let data43 = data41.value;
                  if (typeof data43 === "string") {
                    if (data43.length > 1000) {
                      const err140 = {
                        instancePath: instancePath + "/context/general/" + i4 + "/value",
                        schemaPath: "#/properties/context/properties/general/items/properties/value/maxLength",
                        keyword: "maxLength",
                        params: { limit: 1000 },
                        message: "must NOT have more than 1000 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err140];
                      } else {
                        vErrors.push(err140);
                      }
                      errors++;
                    }
                    if (!pattern7.test(data43)) {
                      const err141 = {
                        instancePath: instancePath + "/context/general/" + i4 + "/value",
                        schemaPath: "#/properties/context/properties/general/items/properties/value/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err141];
                      } else {
                        vErrors.push(err141);
                      }
                      errors++;
                    }
                  } else {
                    const err142 = {
                      instancePath: instancePath + "/context/general/" + i4 + "/value",
                      schemaPath: "#/properties/context/properties/general/items/properties/value/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err142];
                    } else {
                      vErrors.push(err142);
                    }
                    errors++;
                  }
                }
              } else {
                const err143 = {
                  instancePath: instancePath + "/context/general/" + i4,
                  schemaPath: "#/properties/context/properties/general/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err143];
                } else {
                  vErrors.push(err143);
                }
                errors++;
              }
            }
          } else {
            const err144 = {
              instancePath: instancePath + "/context/general",
              schemaPath: "#/properties/context/properties/general/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err144];
            } else {
              vErrors.push(err144);
            }
            errors++;
          }
        }
        if (data39.text !== undefined) {
          let data44 = data39.text;
          if (typeof data44 === "string") {
            if (data44.length > 10000) {
              const err145 = {
                instancePath: instancePath + "/context/text",
                schemaPath: "#/properties/context/properties/text/maxLength",
                keyword: "maxLength",
                params: { limit: 10000 },
                message: "must NOT have more than 10000 characters",
              };
              if (vErrors === null) {
                vErrors = [err145];
              } else {
                vErrors.push(err145);
              }
              errors++;
            }
            if (!pattern7.test(data44)) {
              const err146 = {
                instancePath: instancePath + "/context/text",
                schemaPath: "#/properties/context/properties/text/pattern",
                keyword: "pattern",
                params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err146];
              } else {
                vErrors.push(err146);
              }
              errors++;
            }
          } else {
            const err147 = {
              instancePath: instancePath + "/context/text",
              schemaPath: "#/properties/context/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err147];
            } else {
              vErrors.push(err147);
            }
            errors++;
          }
        }
        if (data39.terms !== undefined) {
          let data45 = data39.terms;
          if (Array.isArray(data45)) {
            if (data45.length > 1000) {
              const err148 = {
                instancePath: instancePath + "/context/terms",
                schemaPath: "#/properties/context/properties/terms/maxItems",
                keyword: "maxItems",
                params: { limit: 1000 },
                message: "must NOT have more than 1000 items",
              };
              if (vErrors === null) {
                vErrors = [err148];
              } else {
                vErrors.push(err148);
              }
              errors++;
            }
            const len5 = data45.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data46 = data45[i5];
              if (typeof data46 === "string") {
                if (data46.length > 256) {
                  const err149 = {
                    instancePath: instancePath + "/context/terms/" + i5,
                    schemaPath: "#/properties/context/properties/terms/items/maxLength",
                    keyword: "maxLength",
                    params: { limit: 256 },
                    message: "must NOT have more than 256 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err149];
                  } else {
                    vErrors.push(err149);
                  }
                  errors++;
                }
                if (data46.length < 1) {
                  const err150 = {
                    instancePath: instancePath + "/context/terms/" + i5,
                    schemaPath: "#/properties/context/properties/terms/items/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err150];
                  } else {
                    vErrors.push(err150);
                  }
                  errors++;
                }
                if (!pattern3.test(data46)) {
                  const err151 = {
                    instancePath: instancePath + "/context/terms/" + i5,
                    schemaPath: "#/properties/context/properties/terms/items/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err151];
                  } else {
                    vErrors.push(err151);
                  }
                  errors++;
                }
              } else {
                const err152 = {
                  instancePath: instancePath + "/context/terms/" + i5,
                  schemaPath: "#/properties/context/properties/terms/items/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err152];
                } else {
                  vErrors.push(err152);
                }
                errors++;
              }
            }
          } else {
            const err153 = {
              instancePath: instancePath + "/context/terms",
              schemaPath: "#/properties/context/properties/terms/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
        if (data39.translation_terms !== undefined) {
          let data47 = data39.translation_terms;
          if (Array.isArray(data47)) {
            if (data47.length > 1000) {
              const err154 = {
                instancePath: instancePath + "/context/translation_terms",
                schemaPath: "#/properties/context/properties/translation_terms/maxItems",
                keyword: "maxItems",
                params: { limit: 1000 },
                message: "must NOT have more than 1000 items",
              };
              if (vErrors === null) {
                vErrors = [err154];
              } else {
                vErrors.push(err154);
              }
              errors++;
            }
            const len6 = data47.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data48 = data47[i6];
              if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                if (data48.source === undefined) {
                  const err155 = {
                    instancePath: instancePath + "/context/translation_terms/" + i6,
                    schemaPath: "#/properties/context/properties/translation_terms/items/required",
                    keyword: "required",
                    params: { missingProperty: "source" },
                    message: "must have required property '" + "source" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err155];
                  } else {
                    vErrors.push(err155);
                  }
                  errors++;
                }
                if (data48.target === undefined) {
                  const err156 = {
                    instancePath: instancePath + "/context/translation_terms/" + i6,
                    schemaPath: "#/properties/context/properties/translation_terms/items/required",
                    keyword: "required",
                    params: { missingProperty: "target" },
                    message: "must have required property '" + "target" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err156];
                  } else {
                    vErrors.push(err156);
                  }
                  errors++;
                }
                for (const key10 in data48) {
                  if (!(key10 === "source" || key10 === "target")) {
                    const err157 = {
                      instancePath: instancePath + "/context/translation_terms/" + i6,
                      schemaPath: "#/properties/context/properties/translation_terms/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key10 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err157];
                    } else {
                      vErrors.push(err157);
                    }
                    errors++;
                  }
                }
                if (data48.source !== undefined) {
                  let data49 = data48.source;
                  if (typeof data49 === "string") {
                    if (data49.length > 256) {
                      const err158 = {
                        instancePath: instancePath + "/context/translation_terms/" + i6 + "/source",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/source/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err158];
                      } else {
                        vErrors.push(err158);
                      }
                      errors++;
                    }
                    if (data49.length < 1) {
                      const err159 = {
                        instancePath: instancePath + "/context/translation_terms/" + i6 + "/source",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/source/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err159];
                      } else {
                        vErrors.push(err159);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data49)) {
                      const err160 = {
                        instancePath: instancePath + "/context/translation_terms/" + i6 + "/source",
                        schemaPath: "#/properties/context/properties/translation_terms/items/properties/source/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err160];
                      } else {
                        vErrors.push(err160);
                      }
                      errors++;
                    }
                  } else {
                    const err161 = {
                      instancePath: instancePath + "/context/translation_terms/" + i6 + "/source",
                      schemaPath: "#/properties/context/properties/translation_terms/items/properties/source/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err161];
                    } else {
                      vErrors.push(err161);
                    }
                    errors++;
                  }
                }
                if (data48.target !== undefined) {
                  let data50 = data48.target;
                  if (typeof data50 === "string") {
                    if (data50.length > 256) {
                      const err162 = {
                        instancePath: instancePath + "/context/translation_terms/" + i6 + "/target",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/target/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err162];
                      } else {
                        vErrors.push(err162);
                      }
                      errors++;
                    }
                    if (data50.length < 1) {
                      const err163 = {
                        instancePath: instancePath + "/context/translation_terms/" + i6 + "/target",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/target/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err163];
                      } else {
                        vErrors.push(err163);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data50)) {
                      const err164 = {
                        instancePath: instancePath + "/context/translation_terms/" + i6 + "/target",
                        schemaPath: "#/properties/context/properties/translation_terms/items/properties/target/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err164];
                      } else {
                        vErrors.push(err164);
                      }
                      errors++;
                    }
                  } else {
                    const err165 = {
                      instancePath: instancePath + "/context/translation_terms/" + i6 + "/target",
                      schemaPath: "#/properties/context/properties/translation_terms/items/properties/target/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err165];
                    } else {
                      vErrors.push(err165);
                    }
                    errors++;
                  }
                }
              } else {
                const err166 = {
                  instancePath: instancePath + "/context/translation_terms/" + i6,
                  schemaPath: "#/properties/context/properties/translation_terms/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err166];
                } else {
                  vErrors.push(err166);
                }
                errors++;
              }
            }
          } else {
            const err167 = {
              instancePath: instancePath + "/context/translation_terms",
              schemaPath: "#/properties/context/properties/translation_terms/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
      } else {
        const err168 = {
          instancePath: instancePath + "/context",
          schemaPath: "#/properties/context/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err168];
        } else {
          vErrors.push(err168);
        }
        errors++;
      }
    }
    if (data.language_hints !== undefined) {
      let data51 = data.language_hints;
      if (Array.isArray(data51)) {
        if (data51.length > 100) {
          const err169 = {
            instancePath: instancePath + "/language_hints",
            schemaPath: "#/properties/language_hints/maxItems",
            keyword: "maxItems",
            params: { limit: 100 },
            message: "must NOT have more than 100 items",
          };
          if (vErrors === null) {
            vErrors = [err169];
          } else {
            vErrors.push(err169);
          }
          errors++;
        }
        const len7 = data51.length;
        for (let i7 = 0; i7 < len7; i7++) {
          let data52 = data51[i7];
          if (typeof data52 === "string") {
            if (data52.length > 12) {
              const err170 = {
                instancePath: instancePath + "/language_hints/" + i7,
                schemaPath: "#/properties/language_hints/items/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err170];
              } else {
                vErrors.push(err170);
              }
              errors++;
            }
            if (!pattern32.test(data52)) {
              const err171 = {
                instancePath: instancePath + "/language_hints/" + i7,
                schemaPath: "#/properties/language_hints/items/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err171];
              } else {
                vErrors.push(err171);
              }
              errors++;
            }
          } else {
            const err172 = {
              instancePath: instancePath + "/language_hints/" + i7,
              schemaPath: "#/properties/language_hints/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err172];
            } else {
              vErrors.push(err172);
            }
            errors++;
          }
        }
      } else {
        const err173 = {
          instancePath: instancePath + "/language_hints",
          schemaPath: "#/properties/language_hints/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err173];
        } else {
          vErrors.push(err173);
        }
        errors++;
      }
    }
    if (data.enable_language_identification !== undefined) {
      if (typeof data.enable_language_identification !== "boolean") {
        const err174 = {
          instancePath: instancePath + "/enable_language_identification",
          schemaPath: "#/properties/enable_language_identification/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err174];
        } else {
          vErrors.push(err174);
        }
        errors++;
      }
    }
    if (data.client_reference_id !== undefined) {
      let data54 = data.client_reference_id;
      if (typeof data54 === "string") {
        if (data54.length > 256) {
          const err175 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err175];
          } else {
            vErrors.push(err175);
          }
          errors++;
        }
        if (!pattern3.test(data54)) {
          const err176 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err176];
          } else {
            vErrors.push(err176);
          }
          errors++;
        }
      } else {
        const err177 = {
          instancePath: instancePath + "/client_reference_id",
          schemaPath: "#/properties/client_reference_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err177];
        } else {
          vErrors.push(err177);
        }
        errors++;
      }
    }
  } else {
    const err178 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err178];
    } else {
      vErrors.push(err178);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}

export const v16 = validate26;
const schema27 = {
  type: "object",
  required: [
    "id",
    "status",
    "file_id",
    "model",
    "created_at",
    "enable_speaker_diarization",
    "enable_language_identification",
    "client_reference_id",
  ],
  properties: {
    id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    status: {
      anyOf: [
        { type: "string", enum: ["queued", "processing", "completed", "error"] },
        { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
      ],
    },
    text: { type: "string", maxLength: 2000000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
    tokens: {
      type: "array",
      items: {
        type: "object",
        required: ["text", "confidence", "is_final"],
        properties: {
          text: { type: "string", maxLength: 1000, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
          start_ms: { type: "integer", minimum: 0, format: "int32", maximum: 18000000 },
          end_ms: { type: "integer", minimum: 0, format: "int32", maximum: 18000000 },
          confidence: { type: "number", format: "float", minimum: 0, maximum: 1 },
          is_final: { type: "boolean" },
          speaker: { type: "string", maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
          language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
          translation_status: { type: "string", enum: ["none", "original", "translation"] },
          source_language: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
        },
        additionalProperties: false,
      },
      maxItems: 1000000,
    },
    model: { type: "string", minLength: 1, maxLength: 128, pattern: "^[a-z0-9][a-z0-9._-]*$" },
    duration_ms: { type: "number", format: "float", minimum: 0, maximum: 18000000 },
    created_at: { type: "string", format: "date-time", maxLength: 40 },
    file_id: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    audio_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
    webhook_url: { type: "string", format: "uri", maxLength: 2048, pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
    enable_speaker_diarization: { type: "boolean" },
    enable_language_identification: { type: "boolean" },
    enable_streaming: { type: "boolean" },
    language_hints: {
      type: "array",
      maxItems: 100,
      items: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
    },
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
    client_reference_id: { type: ["string", "null"], maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
    error_type: { type: ["string", "null"], maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
    error_message: {
      type: ["string", "null"],
      maxLength: 2000,
      pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
    },
  },
  additionalProperties: false,
};

function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.file_id === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "file_id" },
        message: "must have required property '" + "file_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.model === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "model" },
        message: "must have required property '" + "model" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.created_at === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "created_at" },
        message: "must have required property '" + "created_at" + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.enable_speaker_diarization === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "enable_speaker_diarization" },
        message: "must have required property '" + "enable_speaker_diarization" + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.enable_language_identification === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "enable_language_identification" },
        message: "must have required property '" + "enable_language_identification" + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.client_reference_id === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "client_reference_id" },
        message: "must have required property '" + "client_reference_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema27.properties, key0)) {
        const err8 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err9 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/properties/id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err10 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/properties/id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data1 = data.status;
      const _errs5 = errors;
      let valid1 = false;
      const _errs6 = errors;
      if (typeof data1 !== "string") {
        const err12 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/anyOf/0/type",
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
      if (!(data1 === "queued" || data1 === "processing" || data1 === "completed" || data1 === "error")) {
        const err13 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/anyOf/0/enum",
          keyword: "enum",
          params: { allowedValues: schema27.properties.status.anyOf[0].enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs8 = errors;
        if (typeof data1 === "string") {
          if (data1.length > 64) {
            const err14 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/properties/status/anyOf/1/maxLength",
              keyword: "maxLength",
              params: { limit: 64 },
              message: "must NOT have more than 64 characters",
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (!pattern2.test(data1)) {
            const err15 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/properties/status/anyOf/1/pattern",
              keyword: "pattern",
              params: { pattern: "^[a-z][a-z0-9_]*$" },
              message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = {
            instancePath: instancePath + "/status",
            schemaPath: "#/properties/status/anyOf/1/type",
            keyword: "type",
            params: { type: "string" },
            message: "must be string",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err17 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
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
    }
    if (data.text !== undefined) {
      let data2 = data.text;
      if (typeof data2 === "string") {
        if (data2.length > 2000000) {
          const err18 = {
            instancePath: instancePath + "/text",
            schemaPath: "#/properties/text/maxLength",
            keyword: "maxLength",
            params: { limit: 2000000 },
            message: "must NOT have more than 2000000 characters",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!pattern7.test(data2)) {
          const err19 = {
            instancePath: instancePath + "/text",
            schemaPath: "#/properties/text/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.tokens !== undefined) {
      let data3 = data.tokens;
      if (Array.isArray(data3)) {
        if (data3.length > 1000000) {
          const err21 = {
            instancePath: instancePath + "/tokens",
            schemaPath: "#/properties/tokens/maxItems",
            keyword: "maxItems",
            params: { limit: 1000000 },
            message: "must NOT have more than 1000000 items",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.text === undefined) {
              const err22 = {
                instancePath: instancePath + "/tokens/" + i0,
                schemaPath: "#/properties/tokens/items/required",
                keyword: "required",
                params: { missingProperty: "text" },
                message: "must have required property '" + "text" + "'",
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data4.confidence === undefined) {
              const err23 = {
                instancePath: instancePath + "/tokens/" + i0,
                schemaPath: "#/properties/tokens/items/required",
                keyword: "required",
                params: { missingProperty: "confidence" },
                message: "must have required property '" + "confidence" + "'",
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data4.is_final === undefined) {
              const err24 = {
                instancePath: instancePath + "/tokens/" + i0,
                schemaPath: "#/properties/tokens/items/required",
                keyword: "required",
                params: { missingProperty: "is_final" },
                message: "must have required property '" + "is_final" + "'",
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!func2.call(schema27.properties.tokens.items.properties, key1)) {
                const err25 = {
                  instancePath: instancePath + "/tokens/" + i0,
                  schemaPath: "#/properties/tokens/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data4.text !== undefined) {
              let data5 = data4.text;
              if (typeof data5 === "string") {
                if (data5.length > 1000) {
                  const err26 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/text",
                    schemaPath: "#/properties/tokens/items/properties/text/maxLength",
                    keyword: "maxLength",
                    params: { limit: 1000 },
                    message: "must NOT have more than 1000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (!pattern3.test(data5)) {
                  const err27 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/text",
                    schemaPath: "#/properties/tokens/items/properties/text/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              } else {
                const err28 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/text",
                  schemaPath: "#/properties/tokens/items/properties/text/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data4.start_ms !== undefined) {
              let data6 = data4.start_ms;
              if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6))) {
                const err29 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/start_ms",
                  schemaPath: "#/properties/tokens/items/properties/start_ms/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              if (typeof data6 == "number") {
                if (data6 > 18000000 || isNaN(data6)) {
                  const err30 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/start_ms",
                    schemaPath: "#/properties/tokens/items/properties/start_ms/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 18000000 },
                    message: "must be <= 18000000",
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                if (data6 < 0 || isNaN(data6)) {
                  const err31 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/start_ms",
                    schemaPath: "#/properties/tokens/items/properties/start_ms/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            }
            if (data4.end_ms !== undefined) {
              let data7 = data4.end_ms;
              if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7))) {
                const err32 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/end_ms",
                  schemaPath: "#/properties/tokens/items/properties/end_ms/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data7 == "number") {
                if (data7 > 18000000 || isNaN(data7)) {
                  const err33 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/end_ms",
                    schemaPath: "#/properties/tokens/items/properties/end_ms/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 18000000 },
                    message: "must be <= 18000000",
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data7 < 0 || isNaN(data7)) {
                  const err34 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/end_ms",
                    schemaPath: "#/properties/tokens/items/properties/end_ms/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
            }
            if (data4.confidence !== undefined) {
              let data8 = data4.confidence;
              if (typeof data8 == "number") {
                if (data8 > 1 || isNaN(data8)) {
                  const err35 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/confidence",
                    schemaPath: "#/properties/tokens/items/properties/confidence/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 1 },
                    message: "must be <= 1",
                  };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
                if (data8 < 0 || isNaN(data8)) {
                  const err36 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/confidence",
                    schemaPath: "#/properties/tokens/items/properties/confidence/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              } else {
                const err37 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/confidence",
                  schemaPath: "#/properties/tokens/items/properties/confidence/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data4.is_final !== undefined) {
              if (typeof data4.is_final !== "boolean") {
                const err38 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/is_final",
                  schemaPath: "#/properties/tokens/items/properties/is_final/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data4.speaker !== undefined) {
              let data10 = data4.speaker;
              if (typeof data10 === "string") {
                if (data10.length > 64) {
                  const err39 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/speaker",
                    schemaPath: "#/properties/tokens/items/properties/speaker/maxLength",
                    keyword: "maxLength",
                    params: { limit: 64 },
                    message: "must NOT have more than 64 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (!pattern1.test(data10)) {
                  const err40 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/speaker",
                    schemaPath: "#/properties/tokens/items/properties/speaker/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[A-Za-z0-9_-]+$" },
                    message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              } else {
                const err41 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/speaker",
                  schemaPath: "#/properties/tokens/items/properties/speaker/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data4.language !== undefined) {
              let data11 = data4.language;
              if (typeof data11 === "string") {
                if (data11.length > 12) {
                  const err42 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/language",
                    schemaPath: "#/properties/tokens/items/properties/language/maxLength",
                    keyword: "maxLength",
                    params: { limit: 12 },
                    message: "must NOT have more than 12 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
                if (!pattern32.test(data11)) {
                  const err43 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/language",
                    schemaPath: "#/properties/tokens/items/properties/language/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                    message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              } else {
                const err44 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/language",
                  schemaPath: "#/properties/tokens/items/properties/language/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data4.translation_status !== undefined) {
              let data12 = data4.translation_status;
              if (typeof data12 !== "string") {
                const err45 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/translation_status",
                  schemaPath: "#/properties/tokens/items/properties/translation_status/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
              if (!(data12 === "none" || data12 === "original" || data12 === "translation")) {
                const err46 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/translation_status",
                  schemaPath: "#/properties/tokens/items/properties/translation_status/enum",
                  keyword: "enum",
                  params: { allowedValues: schema27.properties.tokens.items.properties.translation_status.enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data4.source_language !== undefined) {
              let data13 = data4.source_language;
              if (typeof data13 === "string") {
                if (data13.length > 12) {
                  const err47 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/source_language",
                    schemaPath: "#/properties/tokens/items/properties/source_language/maxLength",
                    keyword: "maxLength",
                    params: { limit: 12 },
                    message: "must NOT have more than 12 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
                if (!pattern32.test(data13)) {
                  const err48 = {
                    instancePath: instancePath + "/tokens/" + i0 + "/source_language",
                    schemaPath: "#/properties/tokens/items/properties/source_language/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                    message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              } else {
                const err49 = {
                  instancePath: instancePath + "/tokens/" + i0 + "/source_language",
                  schemaPath: "#/properties/tokens/items/properties/source_language/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
          } else {
            const err50 = {
              instancePath: instancePath + "/tokens/" + i0,
              schemaPath: "#/properties/tokens/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = {
          instancePath: instancePath + "/tokens",
          schemaPath: "#/properties/tokens/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.model !== undefined) {
      let data14 = data.model;
      if (typeof data14 === "string") {
        if (data14.length > 128) {
          const err52 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/properties/model/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        if (data14.length < 1) {
          const err53 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/properties/model/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (!pattern34.test(data14)) {
          const err54 = {
            instancePath: instancePath + "/model",
            schemaPath: "#/properties/model/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
            message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      } else {
        const err55 = {
          instancePath: instancePath + "/model",
          schemaPath: "#/properties/model/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.duration_ms !== undefined) {
      let data15 = data.duration_ms;
      if (typeof data15 == "number") {
        if (data15 > 18000000 || isNaN(data15)) {
          const err56 = {
            instancePath: instancePath + "/duration_ms",
            schemaPath: "#/properties/duration_ms/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 18000000 },
            message: "must be <= 18000000",
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (data15 < 0 || isNaN(data15)) {
          const err57 = {
            instancePath: instancePath + "/duration_ms",
            schemaPath: "#/properties/duration_ms/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
          };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      } else {
        const err58 = {
          instancePath: instancePath + "/duration_ms",
          schemaPath: "#/properties/duration_ms/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.created_at !== undefined) {
      let data16 = data.created_at;
      if (typeof data16 === "string") {
        if (data16.length > 40) {
          const err59 = {
            instancePath: instancePath + "/created_at",
            schemaPath: "#/properties/created_at/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        if (!formats0.test(data16)) {
          const err60 = {
            instancePath: instancePath + "/created_at",
            schemaPath: "#/properties/created_at/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
          };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
      } else {
        const err61 = {
          instancePath: instancePath + "/created_at",
          schemaPath: "#/properties/created_at/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
    }
    if (data.file_id !== undefined) {
      let data17 = data.file_id;
      if (typeof data17 === "string") {
        if (data17.length > 128) {
          const err62 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        if (!pattern1.test(data17)) {
          const err63 = {
            instancePath: instancePath + "/file_id",
            schemaPath: "#/properties/file_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
      } else {
        const err64 = {
          instancePath: instancePath + "/file_id",
          schemaPath: "#/properties/file_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      }
    }
    if (data.audio_url !== undefined) {
      let data18 = data.audio_url;
      if (typeof data18 === "string") {
        if (data18.length > 2048) {
          const err65 = {
            instancePath: instancePath + "/audio_url",
            schemaPath: "#/properties/audio_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2048 },
            message: "must NOT have more than 2048 characters",
          };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
        if (!pattern36.test(data18)) {
          const err66 = {
            instancePath: instancePath + "/audio_url",
            schemaPath: "#/properties/audio_url/pattern",
            keyword: "pattern",
            params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
            message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      } else {
        const err67 = {
          instancePath: instancePath + "/audio_url",
          schemaPath: "#/properties/audio_url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.webhook_url !== undefined) {
      let data19 = data.webhook_url;
      if (typeof data19 === "string") {
        if (data19.length > 2048) {
          const err68 = {
            instancePath: instancePath + "/webhook_url",
            schemaPath: "#/properties/webhook_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2048 },
            message: "must NOT have more than 2048 characters",
          };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
        if (!pattern36.test(data19)) {
          const err69 = {
            instancePath: instancePath + "/webhook_url",
            schemaPath: "#/properties/webhook_url/pattern",
            keyword: "pattern",
            params: { pattern: "^https?://[^\\x00-\\x20\\x7F]+$" },
            message: 'must match pattern "' + "^https?://[^\\x00-\\x20\\x7F]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err69];
          } else {
            vErrors.push(err69);
          }
          errors++;
        }
      } else {
        const err70 = {
          instancePath: instancePath + "/webhook_url",
          schemaPath: "#/properties/webhook_url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
    if (data.enable_speaker_diarization !== undefined) {
      if (typeof data.enable_speaker_diarization !== "boolean") {
        const err71 = {
          instancePath: instancePath + "/enable_speaker_diarization",
          schemaPath: "#/properties/enable_speaker_diarization/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.enable_language_identification !== undefined) {
      if (typeof data.enable_language_identification !== "boolean") {
        const err72 = {
          instancePath: instancePath + "/enable_language_identification",
          schemaPath: "#/properties/enable_language_identification/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
    }
    if (data.enable_streaming !== undefined) {
      if (typeof data.enable_streaming !== "boolean") {
        const err73 = {
          instancePath: instancePath + "/enable_streaming",
          schemaPath: "#/properties/enable_streaming/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.language_hints !== undefined) {
      let data23 = data.language_hints;
      if (Array.isArray(data23)) {
        if (data23.length > 100) {
          const err74 = {
            instancePath: instancePath + "/language_hints",
            schemaPath: "#/properties/language_hints/maxItems",
            keyword: "maxItems",
            params: { limit: 100 },
            message: "must NOT have more than 100 items",
          };
          if (vErrors === null) {
            vErrors = [err74];
          } else {
            vErrors.push(err74);
          }
          errors++;
        }
        const len1 = data23.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data24 = data23[i1];
          if (typeof data24 === "string") {
            if (data24.length > 12) {
              const err75 = {
                instancePath: instancePath + "/language_hints/" + i1,
                schemaPath: "#/properties/language_hints/items/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            if (!pattern32.test(data24)) {
              const err76 = {
                instancePath: instancePath + "/language_hints/" + i1,
                schemaPath: "#/properties/language_hints/items/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          } else {
            const err77 = {
              instancePath: instancePath + "/language_hints/" + i1,
              schemaPath: "#/properties/language_hints/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err77];
            } else {
              vErrors.push(err77);
            }
            errors++;
          }
        }
      } else {
        const err78 = {
          instancePath: instancePath + "/language_hints",
          schemaPath: "#/properties/language_hints/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
    }
    if (data.translation !== undefined) {
      let data25 = data.translation;
      const _errs58 = errors;
      let valid7 = false;
      let passing0 = null;
      const _errs59 = errors;
      if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
        if (data25.type === undefined) {
          const err79 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/0/required",
            keyword: "required",
            params: { missingProperty: "type" },
            message: "must have required property '" + "type" + "'",
          };
          if (vErrors === null) {
            vErrors = [err79];
          } else {
            vErrors.push(err79);
          }
          errors++;
        }
        if (data25.target_language === undefined) {
          const err80 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/0/required",
            keyword: "required",
            params: { missingProperty: "target_language" },
            message: "must have required property '" + "target_language" + "'",
          };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
        for (const key2 in data25) {
          if (!(key2 === "type" || key2 === "target_language")) {
            const err81 = {
              instancePath: instancePath + "/translation",
              schemaPath: "#/properties/translation/oneOf/0/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        }
        if (data25.type !== undefined) {
          let data26 = data25.type;
          if (typeof data26 !== "string") {
            const err82 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/0/properties/type/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
          if ("one_way" !== data26) {
            const err83 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/0/properties/type/const",
              keyword: "const",
              params: { allowedValue: "one_way" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data25.target_language !== undefined) {
          let data27 = data25.target_language;
          if (typeof data27 === "string") {
            if (data27.length > 12) {
              const err84 = {
                instancePath: instancePath + "/translation/target_language",
                schemaPath: "#/properties/translation/oneOf/0/properties/target_language/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            if (!pattern32.test(data27)) {
              const err85 = {
                instancePath: instancePath + "/translation/target_language",
                schemaPath: "#/properties/translation/oneOf/0/properties/target_language/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
          } else {
            const err86 = {
              instancePath: instancePath + "/translation/target_language",
              schemaPath: "#/properties/translation/oneOf/0/properties/target_language/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
      } else {
        const err87 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/properties/translation/oneOf/0/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      }
      var _valid1 = _errs59 === errors;
      if (_valid1) {
        valid7 = true;
        passing0 = 0;
      }
      const _errs66 = errors;
      if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
        if (data25.type === undefined) {
          const err88 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "type" },
            message: "must have required property '" + "type" + "'",
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
        if (data25.language_a === undefined) {
          const err89 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "language_a" },
            message: "must have required property '" + "language_a" + "'",
          };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        if (data25.language_b === undefined) {
          const err90 = {
            instancePath: instancePath + "/translation",
            schemaPath: "#/properties/translation/oneOf/1/required",
            keyword: "required",
            params: { missingProperty: "language_b" },
            message: "must have required property '" + "language_b" + "'",
          };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
        for (const key3 in data25) {
          if (!(key3 === "type" || key3 === "language_a" || key3 === "language_b")) {
            const err91 = {
              instancePath: instancePath + "/translation",
              schemaPath: "#/properties/translation/oneOf/1/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key3 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
        }
        if (data25.type !== undefined) {
          let data28 = data25.type;
          if (typeof data28 !== "string") {
            const err92 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/1/properties/type/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
          if ("two_way" !== data28) {
            const err93 = {
              instancePath: instancePath + "/translation/type",
              schemaPath: "#/properties/translation/oneOf/1/properties/type/const",
              keyword: "const",
              params: { allowedValue: "two_way" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data25.language_a !== undefined) {
          let data29 = data25.language_a;
          if (typeof data29 === "string") {
            if (data29.length > 12) {
              const err94 = {
                instancePath: instancePath + "/translation/language_a",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_a/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
            if (!pattern32.test(data29)) {
              const err95 = {
                instancePath: instancePath + "/translation/language_a",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_a/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
          } else {
            const err96 = {
              instancePath: instancePath + "/translation/language_a",
              schemaPath: "#/properties/translation/oneOf/1/properties/language_a/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data25.language_b !== undefined) {
          let data30 = data25.language_b;
          if (typeof data30 === "string") {
            if (data30.length > 12) {
              const err97 = {
                instancePath: instancePath + "/translation/language_b",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_b/maxLength",
                keyword: "maxLength",
                params: { limit: 12 },
                message: "must NOT have more than 12 characters",
              };
              if (vErrors === null) {
                vErrors = [err97];
              } else {
                vErrors.push(err97);
              }
              errors++;
            }
            if (!pattern32.test(data30)) {
              const err98 = {
                instancePath: instancePath + "/translation/language_b",
                schemaPath: "#/properties/translation/oneOf/1/properties/language_b/pattern",
                keyword: "pattern",
                params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
          } else {
            const err99 = {
              instancePath: instancePath + "/translation/language_b",
              schemaPath: "#/properties/translation/oneOf/1/properties/language_b/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
      } else {
        const err100 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/properties/translation/oneOf/1/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err100];
        } else {
          vErrors.push(err100);
        }
        errors++;
      }
      var _valid1 = _errs66 === errors;
      if (_valid1 && valid7) {
        valid7 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid1) {
          valid7 = true;
          passing0 = 1;
        }
      }
      if (!valid7) {
        const err101 = {
          instancePath: instancePath + "/translation",
          schemaPath: "#/properties/translation/oneOf",
          keyword: "oneOf",
          params: { passingSchemas: passing0 },
          message: "must match exactly one schema in oneOf",
        };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      } else {
        errors = _errs58;
        if (vErrors !== null) {
          if (_errs58) {
            vErrors.length = _errs58;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.context !== undefined) {
      let data31 = data.context;
      if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
        for (const key4 in data31) {
          if (!(key4 === "general" || key4 === "text" || key4 === "terms" || key4 === "translation_terms")) {
            const err102 = {
              instancePath: instancePath + "/context",
              schemaPath: "#/properties/context/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key4 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
        if (data31.general !== undefined) {
          let data32 = data31.general;
          if (Array.isArray(data32)) {
            if (data32.length > 100) {
              const err103 = {
                instancePath: instancePath + "/context/general",
                schemaPath: "#/properties/context/properties/general/maxItems",
                keyword: "maxItems",
                params: { limit: 100 },
                message: "must NOT have more than 100 items",
              };
              if (vErrors === null) {
                vErrors = [err103];
              } else {
                vErrors.push(err103);
              }
              errors++;
            }
            const len2 = data32.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data33 = data32[i2];
              if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                if (data33.key === undefined) {
                  const err104 = {
                    instancePath: instancePath + "/context/general/" + i2,
                    schemaPath: "#/properties/context/properties/general/items/required",
                    keyword: "required",
                    params: { missingProperty: "key" },
                    message: "must have required property '" + "key" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err104];
                  } else {
                    vErrors.push(err104);
                  }
                  errors++;
                }
                if (data33.value === undefined) {
                  const err105 = {
                    instancePath: instancePath + "/context/general/" + i2,
                    schemaPath: "#/properties/context/properties/general/items/required",
                    keyword: "required",
                    params: { missingProperty: "value" },
                    message: "must have required property '" + "value" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err105];
                  } else {
                    vErrors.push(err105);
                  }
                  errors++;
                }
                for (const key5 in data33) {
                  if (!(key5 === "key" || key5 === "value")) {
                    const err106 = {
                      instancePath: instancePath + "/context/general/" + i2,
                      schemaPath: "#/properties/context/properties/general/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key5 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err106];
                    } else {
                      vErrors.push(err106);
                    }
                    errors++;
                  }
                }
                if (data33.key !== undefined) {
                  let data34 = data33.key;
                  if (typeof data34 === "string") {
                    if (data34.length > 256) {
                      const err107 = {
                        instancePath: instancePath + "/context/general/" + i2 + "/key",
                        schemaPath: "#/properties/context/properties/general/items/properties/key/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err107];
                      } else {
                        vErrors.push(err107);
                      }
                      errors++;
                    }
                    if (data34.length < 1) {
                      const err108 = {
                        instancePath: instancePath + "/context/general/" + i2 + "/key",
                        schemaPath: "#/properties/context/properties/general/items/properties/key/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err108];
                      } else {
                        vErrors.push(err108);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data34)) {
                      const err109 = {
                        instancePath: instancePath + "/context/general/" + i2 + "/key",
                        schemaPath: "#/properties/context/properties/general/items/properties/key/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err109];
                      } else {
                        vErrors.push(err109);
                      }
                      errors++;
                    }
                  } else {
                    const err110 = {
                      instancePath: instancePath + "/context/general/" + i2 + "/key",
                      schemaPath: "#/properties/context/properties/general/items/properties/key/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err110];
                    } else {
                      vErrors.push(err110);
                    }
                    errors++;
                  }
                }
                if (data33.value !== undefined) {
                  let data35 = data33.value;
                  if (typeof data35 === "string") {
                    if (data35.length > 1000) {
                      const err111 = {
                        instancePath: instancePath + "/context/general/" + i2 + "/value",
                        schemaPath: "#/properties/context/properties/general/items/properties/value/maxLength",
                        keyword: "maxLength",
                        params: { limit: 1000 },
                        message: "must NOT have more than 1000 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err111];
                      } else {
                        vErrors.push(err111);
                      }
                      errors++;
                    }
                    if (!pattern7.test(data35)) {
                      const err112 = {
                        instancePath: instancePath + "/context/general/" + i2 + "/value",
                        schemaPath: "#/properties/context/properties/general/items/properties/value/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err112];
                      } else {
                        vErrors.push(err112);
                      }
                      errors++;
                    }
                  } else {
                    const err113 = {
                      instancePath: instancePath + "/context/general/" + i2 + "/value",
                      schemaPath: "#/properties/context/properties/general/items/properties/value/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err113];
                    } else {
                      vErrors.push(err113);
                    }
                    errors++;
                  }
                }
              } else {
                const err114 = {
                  instancePath: instancePath + "/context/general/" + i2,
                  schemaPath: "#/properties/context/properties/general/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
          } else {
            const err115 = {
              instancePath: instancePath + "/context/general",
              schemaPath: "#/properties/context/properties/general/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data31.text !== undefined) {
          let data36 = data31.text;
          if (typeof data36 === "string") {
            if (data36.length > 10000) {
              const err116 = {
                instancePath: instancePath + "/context/text",
                schemaPath: "#/properties/context/properties/text/maxLength",
                keyword: "maxLength",
                params: { limit: 10000 },
                message: "must NOT have more than 10000 characters",
              };
              if (vErrors === null) {
                vErrors = [err116];
              } else {
                vErrors.push(err116);
              }
              errors++;
            }
            if (!pattern7.test(data36)) {
              const err117 = {
                instancePath: instancePath + "/context/text",
                schemaPath: "#/properties/context/properties/text/pattern",
                keyword: "pattern",
                params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
                message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
              };
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            }
          } else {
            const err118 = {
              instancePath: instancePath + "/context/text",
              schemaPath: "#/properties/context/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
        if (data31.terms !== undefined) {
          let data37 = data31.terms;
          if (Array.isArray(data37)) {
            if (data37.length > 1000) {
              const err119 = {
                instancePath: instancePath + "/context/terms",
                schemaPath: "#/properties/context/properties/terms/maxItems",
                keyword: "maxItems",
                params: { limit: 1000 },
                message: "must NOT have more than 1000 items",
              };
              if (vErrors === null) {
                vErrors = [err119];
              } else {
                vErrors.push(err119);
              }
              errors++;
            }
            const len3 = data37.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data38 = data37[i3];
              if (typeof data38 === "string") {
                if (data38.length > 256) {
                  const err120 = {
                    instancePath: instancePath + "/context/terms/" + i3,
                    schemaPath: "#/properties/context/properties/terms/items/maxLength",
                    keyword: "maxLength",
                    params: { limit: 256 },
                    message: "must NOT have more than 256 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
                if (data38.length < 1) {
                  const err121 = {
                    instancePath: instancePath + "/context/terms/" + i3,
                    schemaPath: "#/properties/context/properties/terms/items/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
                if (!pattern3.test(data38)) {
                  const err122 = {
                    instancePath: instancePath + "/context/terms/" + i3,
                    schemaPath: "#/properties/context/properties/terms/items/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err122];
                  } else {
                    vErrors.push(err122);
                  }
                  errors++;
                }
              } else {
                const err123 = {
                  instancePath: instancePath + "/context/terms/" + i3,
                  schemaPath: "#/properties/context/properties/terms/items/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
          } else {
            const err124 = {
              instancePath: instancePath + "/context/terms",
              schemaPath: "#/properties/context/properties/terms/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        }
        if (data31.translation_terms !== undefined) {
          let data39 = data31.translation_terms;
          if (Array.isArray(data39)) {
            if (data39.length > 1000) {
              const err125 = {
                instancePath: instancePath + "/context/translation_terms",
                schemaPath: "#/properties/context/properties/translation_terms/maxItems",
                keyword: "maxItems",
                params: { limit: 1000 },
                message: "must NOT have more than 1000 items",
              };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
            const len4 = data39.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data40 = data39[i4];
              if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
                if (data40.source === undefined) {
                  const err126 = {
                    instancePath: instancePath + "/context/translation_terms/" + i4,
                    schemaPath: "#/properties/context/properties/translation_terms/items/required",
                    keyword: "required",
                    params: { missingProperty: "source" },
                    message: "must have required property '" + "source" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err126];
                  } else {
                    vErrors.push(err126);
                  }
                  errors++;
                }
                if (data40.target === undefined) {
                  const err127 = {
                    instancePath: instancePath + "/context/translation_terms/" + i4,
                    schemaPath: "#/properties/context/properties/translation_terms/items/required",
                    keyword: "required",
                    params: { missingProperty: "target" },
                    message: "must have required property '" + "target" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err127];
                  } else {
                    vErrors.push(err127);
                  }
                  errors++;
                }
                for (const key6 in data40) {
                  if (!(key6 === "source" || key6 === "target")) {
                    const err128 = {
                      instancePath: instancePath + "/context/translation_terms/" + i4,
                      schemaPath: "#/properties/context/properties/translation_terms/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key6 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err128];
                    } else {
                      vErrors.push(err128);
                    }
                    errors++;
                  }
                }
                if (data40.source !== undefined) {
                  let data41 = data40.source;
                  if (typeof data41 === "string") {
                    if (data41.length > 256) {
                      const err129 = {
                        instancePath: instancePath + "/context/translation_terms/" + i4 + "/source",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/source/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err129];
                      } else {
                        vErrors.push(err129);
                      }
                      errors++;
                    }
                    if (data41.length < 1) {
                      const err130 = {
                        instancePath: instancePath + "/context/translation_terms/" + i4 + "/source",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/source/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err130];
                      } else {
                        vErrors.push(err130);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data41)) {
                      const err131 = {
                        instancePath: instancePath + "/context/translation_terms/" + i4 + "/source",
                        schemaPath: "#/properties/context/properties/translation_terms/items/properties/source/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err131];
                      } else {
                        vErrors.push(err131);
                      }
                      errors++;
                    }
                  } else {
                    const err132 = {
                      instancePath: instancePath + "/context/translation_terms/" + i4 + "/source",
                      schemaPath: "#/properties/context/properties/translation_terms/items/properties/source/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err132];
                    } else {
                      vErrors.push(err132);
                    }
                    errors++;
                  }
                }
                if (data40.target !== undefined) {
                  let data42 = data40.target;
                  if (typeof data42 === "string") {
                    if (data42.length > 256) {
                      const err133 = {
                        instancePath: instancePath + "/context/translation_terms/" + i4 + "/target",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/target/maxLength",
                        keyword: "maxLength",
                        params: { limit: 256 },
                        message: "must NOT have more than 256 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err133];
                      } else {
                        vErrors.push(err133);
                      }
                      errors++;
                    }
                    if (data42.length < 1) {
                      const err134 = {
                        instancePath: instancePath + "/context/translation_terms/" + i4 + "/target",
                        schemaPath:
                          "#/properties/context/properties/translation_terms/items/properties/target/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err134];
                      } else {
                        vErrors.push(err134);
                      }
                      errors++;
                    }
                    if (!pattern3.test(data42)) {
                      const err135 = {
                        instancePath: instancePath + "/context/translation_terms/" + i4 + "/target",
                        schemaPath: "#/properties/context/properties/translation_terms/items/properties/target/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err135];
                      } else {
                        vErrors.push(err135);
                      }
                      errors++;
                    }
                  } else {
                    const err136 = {
                      instancePath: instancePath + "/context/translation_terms/" + i4 + "/target",
                      schemaPath: "#/properties/context/properties/translation_terms/items/properties/target/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err136];
                    } else {
                      vErrors.push(err136);
                    }
                    errors++;
                  }
                }
              } else {
                const err137 = {
                  instancePath: instancePath + "/context/translation_terms/" + i4,
                  schemaPath: "#/properties/context/properties/translation_terms/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err137];
                } else {
                  vErrors.push(err137);
                }
                errors++;
              }
            }
          } else {
            const err138 = {
              instancePath: instancePath + "/context/translation_terms",
              schemaPath: "#/properties/context/properties/translation_terms/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
      } else {
        const err139 = {
          instancePath: instancePath + "/context",
          schemaPath: "#/properties/context/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.client_reference_id !== undefined) {
      let data43 = data.client_reference_id;
      if (typeof data43 !== "string" && data43 !== null) {
        const err140 = {
          instancePath: instancePath + "/client_reference_id",
          schemaPath: "#/properties/client_reference_id/type",
          keyword: "type",
          params: { type: schema27.properties.client_reference_id.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err140];
        } else {
          vErrors.push(err140);
        }
        errors++;
      }
      if (typeof data43 === "string") {
        if (data43.length > 256) {
          const err141 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (!pattern3.test(data43)) {
          const err142 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
      }
    }
    if (data.error_type !== undefined) {
      let data44 = data.error_type;
      if (typeof data44 !== "string" && data44 !== null) {
        const err143 = {
          instancePath: instancePath + "/error_type",
          schemaPath: "#/properties/error_type/type",
          keyword: "type",
          params: { type: schema27.properties.error_type.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err143];
        } else {
          vErrors.push(err143);
        }
        errors++;
      }
      if (typeof data44 === "string") {
        if (data44.length > 64) {
          const err144 = {
            instancePath: instancePath + "/error_type",
            schemaPath: "#/properties/error_type/maxLength",
            keyword: "maxLength",
            params: { limit: 64 },
            message: "must NOT have more than 64 characters",
          };
          if (vErrors === null) {
            vErrors = [err144];
          } else {
            vErrors.push(err144);
          }
          errors++;
        }
        if (!pattern2.test(data44)) {
          const err145 = {
            instancePath: instancePath + "/error_type",
            schemaPath: "#/properties/error_type/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z][a-z0-9_]*$" },
            message: 'must match pattern "' + "^[a-z][a-z0-9_]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err145];
          } else {
            vErrors.push(err145);
          }
          errors++;
        }
      }
    }
    if (data.error_message !== undefined) {
      let data45 = data.error_message;
      if (typeof data45 !== "string" && data45 !== null) {
        const err146 = {
          instancePath: instancePath + "/error_message",
          schemaPath: "#/properties/error_message/type",
          keyword: "type",
          params: { type: schema27.properties.error_message.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err146];
        } else {
          vErrors.push(err146);
        }
        errors++;
      }
      if (typeof data45 === "string") {
        if (data45.length > 2000) {
          const err147 = {
            instancePath: instancePath + "/error_message",
            schemaPath: "#/properties/error_message/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err147];
          } else {
            vErrors.push(err147);
          }
          errors++;
        }
        if (!pattern7.test(data45)) {
          const err148 = {
            instancePath: instancePath + "/error_message",
            schemaPath: "#/properties/error_message/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err148];
          } else {
            vErrors.push(err148);
          }
          errors++;
        }
      }
    }
  } else {
    const err149 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err149];
    } else {
      vErrors.push(err149);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}

export const v17 = validate27;
const schema28 = {
  type: "object",
  properties: { transcription_id: { type: "string", minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" } },
  required: ["transcription_id"],
};

function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.transcription_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "transcription_id" },
        message: "must have required property '" + "transcription_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.transcription_id !== undefined) {
      let data0 = data.transcription_id;
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err1 = {
            instancePath: instancePath + "/transcription_id",
            schemaPath: "#/properties/transcription_id/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + "/transcription_id",
            schemaPath: "#/properties/transcription_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/transcription_id",
            schemaPath: "#/properties/transcription_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/transcription_id",
          schemaPath: "#/properties/transcription_id/type",
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
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}

export const v18 = validate28;
const schema29 = { type: "object", properties: { format: { type: "string", enum: ["vtt", "srt"] } }, required: [] };

function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.format !== undefined) {
      let data0 = data.format;
      if (typeof data0 !== "string") {
        const err0 = {
          instancePath: instancePath + "/format",
          schemaPath: "#/properties/format/type",
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
      if (!(data0 === "vtt" || data0 === "srt")) {
        const err1 = {
          instancePath: instancePath + "/format",
          schemaPath: "#/properties/format/enum",
          keyword: "enum",
          params: { allowedValues: schema29.properties.format.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}

export const v19 = validate29;
const schema30 = { type: "string", maxLength: 10000000, pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" };

function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data === "string") {
    if (data.length > 10000000) {
      const err0 = {
        instancePath,
        schemaPath: "#/maxLength",
        keyword: "maxLength",
        params: { limit: 10000000 },
        message: "must NOT have more than 10000000 characters",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (!pattern7.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" },
        message: 'must match pattern "' + "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$" + '"',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
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
  validate29.errors = vErrors;
  return errors === 0;
}

export const v20 = validate30;
const schema31 = {
  type: "object",
  required: ["models"],
  properties: {
    models: {
      type: "array",
      items: {
        type: "object",
        required: [
          "id",
          "name",
          "aliased_model_id",
          "transcription_mode",
          "languages",
          "supports_translation",
          "supports_diarization",
        ],
        properties: {
          id: { type: "string", minLength: 1, maxLength: 128, pattern: "^[a-z0-9][a-z0-9._-]*$" },
          name: { type: "string", maxLength: 128, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
          aliased_model_id: { type: ["string", "null"], maxLength: 128, pattern: "^[a-z0-9][a-z0-9._-]*$" },
          transcription_mode: { type: "string", enum: ["real_time", "async"] },
          languages: {
            type: "array",
            items: {
              type: "object",
              required: ["code", "name"],
              properties: {
                code: { type: "string", pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 },
                name: { type: "string", maxLength: 128, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
              },
              additionalProperties: false,
            },
            maxItems: 500,
          },
          supports_translation: { type: "boolean" },
          supports_diarization: { type: "boolean" },
        },
        additionalProperties: false,
      },
      maxItems: 1000,
    },
  },
  additionalProperties: false,
};

function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.models === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "models" },
        message: "must have required property '" + "models" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "models")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
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
      }
    }
    if (data.models !== undefined) {
      let data0 = data.models;
      if (Array.isArray(data0)) {
        if (data0.length > 1000) {
          const err2 = {
            instancePath: instancePath + "/models",
            schemaPath: "#/properties/models/maxItems",
            keyword: "maxItems",
            params: { limit: 1000 },
            message: "must NOT have more than 1000 items",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === undefined) {
              const err3 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "id" },
                message: "must have required property '" + "id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1.name === undefined) {
              const err4 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "name" },
                message: "must have required property '" + "name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.aliased_model_id === undefined) {
              const err5 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "aliased_model_id" },
                message: "must have required property '" + "aliased_model_id" + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.transcription_mode === undefined) {
              const err6 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "transcription_mode" },
                message: "must have required property '" + "transcription_mode" + "'",
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data1.languages === undefined) {
              const err7 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "languages" },
                message: "must have required property '" + "languages" + "'",
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1.supports_translation === undefined) {
              const err8 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "supports_translation" },
                message: "must have required property '" + "supports_translation" + "'",
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1.supports_diarization === undefined) {
              const err9 = {
                instancePath: instancePath + "/models/" + i0,
                schemaPath: "#/properties/models/items/required",
                keyword: "required",
                params: { missingProperty: "supports_diarization" },
                message: "must have required property '" + "supports_diarization" + "'",
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (
                !(
                  key1 === "id" ||
                  key1 === "name" ||
                  key1 === "aliased_model_id" ||
                  key1 === "transcription_mode" ||
                  key1 === "languages" ||
                  key1 === "supports_translation" ||
                  key1 === "supports_diarization"
                )
              ) {
                const err10 = {
                  instancePath: instancePath + "/models/" + i0,
                  schemaPath: "#/properties/models/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data1.id !== undefined) {
              let data2 = data1.id;
              if (typeof data2 === "string") {
                if (data2.length > 128) {
                  const err11 = {
                    instancePath: instancePath + "/models/" + i0 + "/id",
                    schemaPath: "#/properties/models/items/properties/id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
                if (data2.length < 1) {
                  const err12 = {
                    instancePath: instancePath + "/models/" + i0 + "/id",
                    schemaPath: "#/properties/models/items/properties/id/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (!pattern34.test(data2)) {
                  const err13 = {
                    instancePath: instancePath + "/models/" + i0 + "/id",
                    schemaPath: "#/properties/models/items/properties/id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
                    message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
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
                  instancePath: instancePath + "/models/" + i0 + "/id",
                  schemaPath: "#/properties/models/items/properties/id/type",
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
            if (data1.name !== undefined) {
              let data3 = data1.name;
              if (typeof data3 === "string") {
                if (data3.length > 128) {
                  const err15 = {
                    instancePath: instancePath + "/models/" + i0 + "/name",
                    schemaPath: "#/properties/models/items/properties/name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (!pattern3.test(data3)) {
                  const err16 = {
                    instancePath: instancePath + "/models/" + i0 + "/name",
                    schemaPath: "#/properties/models/items/properties/name/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              } else {
                const err17 = {
                  instancePath: instancePath + "/models/" + i0 + "/name",
                  schemaPath: "#/properties/models/items/properties/name/type",
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
            if (data1.aliased_model_id !== undefined) {
              let data4 = data1.aliased_model_id;
              if (typeof data4 !== "string" && data4 !== null) {
                const err18 = {
                  instancePath: instancePath + "/models/" + i0 + "/aliased_model_id",
                  schemaPath: "#/properties/models/items/properties/aliased_model_id/type",
                  keyword: "type",
                  params: { type: schema31.properties.models.items.properties.aliased_model_id.type },
                  message: "must be string,null",
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              if (typeof data4 === "string") {
                if (data4.length > 128) {
                  const err19 = {
                    instancePath: instancePath + "/models/" + i0 + "/aliased_model_id",
                    schemaPath: "#/properties/models/items/properties/aliased_model_id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 128 },
                    message: "must NOT have more than 128 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (!pattern34.test(data4)) {
                  const err20 = {
                    instancePath: instancePath + "/models/" + i0 + "/aliased_model_id",
                    schemaPath: "#/properties/models/items/properties/aliased_model_id/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z0-9][a-z0-9._-]*$" },
                    message: 'must match pattern "' + "^[a-z0-9][a-z0-9._-]*$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
            }
            if (data1.transcription_mode !== undefined) {
              let data5 = data1.transcription_mode;
              if (typeof data5 !== "string") {
                const err21 = {
                  instancePath: instancePath + "/models/" + i0 + "/transcription_mode",
                  schemaPath: "#/properties/models/items/properties/transcription_mode/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
              if (!(data5 === "real_time" || data5 === "async")) {
                const err22 = {
                  instancePath: instancePath + "/models/" + i0 + "/transcription_mode",
                  schemaPath: "#/properties/models/items/properties/transcription_mode/enum",
                  keyword: "enum",
                  params: { allowedValues: schema31.properties.models.items.properties.transcription_mode.enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data1.languages !== undefined) {
              let data6 = data1.languages;
              if (Array.isArray(data6)) {
                if (data6.length > 500) {
                  const err23 = {
                    instancePath: instancePath + "/models/" + i0 + "/languages",
                    schemaPath: "#/properties/models/items/properties/languages/maxItems",
                    keyword: "maxItems",
                    params: { limit: 500 },
                    message: "must NOT have more than 500 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                const len1 = data6.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data7 = data6[i1];
                  if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.code === undefined) {
                      const err24 = {
                        instancePath: instancePath + "/models/" + i0 + "/languages/" + i1,
                        schemaPath: "#/properties/models/items/properties/languages/items/required",
                        keyword: "required",
                        params: { missingProperty: "code" },
                        message: "must have required property '" + "code" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                    if (data7.name === undefined) {
                      const err25 = {
                        instancePath: instancePath + "/models/" + i0 + "/languages/" + i1,
                        schemaPath: "#/properties/models/items/properties/languages/items/required",
                        keyword: "required",
                        params: { missingProperty: "name" },
                        message: "must have required property '" + "name" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    for (const key2 in data7) {
                      if (!(key2 === "code" || key2 === "name")) {
                        const err26 = {
                          instancePath: instancePath + "/models/" + i0 + "/languages/" + i1,
                          schemaPath: "#/properties/models/items/properties/languages/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key2 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                    if (data7.code !== undefined) {
                      let data8 = data7.code;
                      if (typeof data8 === "string") {
                        if (data8.length > 12) {
                          const err27 = {
                            instancePath: instancePath + "/models/" + i0 + "/languages/" + i1 + "/code",
                            schemaPath:
                              "#/properties/models/items/properties/languages/items/properties/code/maxLength",
                            keyword: "maxLength",
                            params: { limit: 12 },
                            message: "must NOT have more than 12 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err27];
                          } else {
                            vErrors.push(err27);
                          }
                          errors++;
                        }
                        if (!pattern32.test(data8)) {
                          const err28 = {
                            instancePath: instancePath + "/models/" + i0 + "/languages/" + i1 + "/code",
                            schemaPath: "#/properties/models/items/properties/languages/items/properties/code/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" },
                            message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err28];
                          } else {
                            vErrors.push(err28);
                          }
                          errors++;
                        }
                      } else {
                        const err29 = {
                          instancePath: instancePath + "/models/" + i0 + "/languages/" + i1 + "/code",
                          schemaPath: "#/properties/models/items/properties/languages/items/properties/code/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    }
                    if (data7.name !== undefined) {
                      let data9 = data7.name;
                      if (typeof data9 === "string") {
                        if (data9.length > 128) {
                          const err30 = {
                            instancePath: instancePath + "/models/" + i0 + "/languages/" + i1 + "/name",
                            schemaPath:
                              "#/properties/models/items/properties/languages/items/properties/name/maxLength",
                            keyword: "maxLength",
                            params: { limit: 128 },
                            message: "must NOT have more than 128 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err30];
                          } else {
                            vErrors.push(err30);
                          }
                          errors++;
                        }
                        if (!pattern3.test(data9)) {
                          const err31 = {
                            instancePath: instancePath + "/models/" + i0 + "/languages/" + i1 + "/name",
                            schemaPath: "#/properties/models/items/properties/languages/items/properties/name/pattern",
                            keyword: "pattern",
                            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err31];
                          } else {
                            vErrors.push(err31);
                          }
                          errors++;
                        }
                      } else {
                        const err32 = {
                          instancePath: instancePath + "/models/" + i0 + "/languages/" + i1 + "/name",
                          schemaPath: "#/properties/models/items/properties/languages/items/properties/name/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err33 = {
                      instancePath: instancePath + "/models/" + i0 + "/languages/" + i1,
                      schemaPath: "#/properties/models/items/properties/languages/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
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
                  instancePath: instancePath + "/models/" + i0 + "/languages",
                  schemaPath: "#/properties/models/items/properties/languages/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data1.supports_translation !== undefined) {
              if (typeof data1.supports_translation !== "boolean") {
                const err35 = {
                  instancePath: instancePath + "/models/" + i0 + "/supports_translation",
                  schemaPath: "#/properties/models/items/properties/supports_translation/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data1.supports_diarization !== undefined) {
              if (typeof data1.supports_diarization !== "boolean") {
                const err36 = {
                  instancePath: instancePath + "/models/" + i0 + "/supports_diarization",
                  schemaPath: "#/properties/models/items/properties/supports_diarization/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
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
              instancePath: instancePath + "/models/" + i0,
              schemaPath: "#/properties/models/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = {
          instancePath: instancePath + "/models",
          schemaPath: "#/properties/models/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}

export const v21 = validate31;
const schema32 = {
  type: "object",
  required: ["usage_type", "expires_in_seconds"],
  additionalProperties: false,
  properties: {
    usage_type: { type: "string", enum: ["transcribe_websocket"] },
    expires_in_seconds: { type: "integer", minimum: 1, maximum: 3600, format: "int32" },
    client_reference_id: { type: "string", maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
    single_use: { type: "boolean" },
  },
};

function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.usage_type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "usage_type" },
        message: "must have required property '" + "usage_type" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.expires_in_seconds === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "expires_in_seconds" },
        message: "must have required property '" + "expires_in_seconds" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (
        !(
          key0 === "usage_type" ||
          key0 === "expires_in_seconds" ||
          key0 === "client_reference_id" ||
          key0 === "single_use"
        )
      ) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.usage_type !== undefined) {
      let data0 = data.usage_type;
      if (typeof data0 !== "string") {
        const err3 = {
          instancePath: instancePath + "/usage_type",
          schemaPath: "#/properties/usage_type/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === "transcribe_websocket")) {
        const err4 = {
          instancePath: instancePath + "/usage_type",
          schemaPath: "#/properties/usage_type/enum",
          keyword: "enum",
          params: { allowedValues: schema32.properties.usage_type.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.expires_in_seconds !== undefined) {
      let data1 = data.expires_in_seconds;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1))) {
        const err5 = {
          instancePath: instancePath + "/expires_in_seconds",
          schemaPath: "#/properties/expires_in_seconds/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 > 3600 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + "/expires_in_seconds",
            schemaPath: "#/properties/expires_in_seconds/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 3600 },
            message: "must be <= 3600",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err7 = {
            instancePath: instancePath + "/expires_in_seconds",
            schemaPath: "#/properties/expires_in_seconds/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.client_reference_id !== undefined) {
      let data2 = data.client_reference_id;
      if (typeof data2 === "string") {
        if (data2.length > 256) {
          const err8 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!pattern3.test(data2)) {
          const err9 = {
            instancePath: instancePath + "/client_reference_id",
            schemaPath: "#/properties/client_reference_id/pattern",
            keyword: "pattern",
            params: { pattern: "^[^\\x00-\\x1F\\x7F]*$" },
            message: 'must match pattern "' + "^[^\\x00-\\x1F\\x7F]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/client_reference_id",
          schemaPath: "#/properties/client_reference_id/type",
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
    }
    if (data.single_use !== undefined) {
      if (typeof data.single_use !== "boolean") {
        const err11 = {
          instancePath: instancePath + "/single_use",
          schemaPath: "#/properties/single_use/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}

export const v22 = validate32;
const schema33 = {
  type: "object",
  required: ["api_key", "expires_at"],
  properties: {
    api_key: { type: "string", pattern: "^tmp_[A-Za-z0-9_-]+$", maxLength: 256 },
    expires_at: { type: "string", format: "date-time", maxLength: 40 },
  },
  additionalProperties: false,
};
const pattern113 = /*#__PURE__*/ new RegExp("^tmp_[A-Za-z0-9_-]+$", "u");

function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.api_key === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "api_key" },
        message: "must have required property '" + "api_key" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.expires_at === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "expires_at" },
        message: "must have required property '" + "expires_at" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "api_key" || key0 === "expires_at")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.api_key !== undefined) {
      let data0 = data.api_key;
      if (typeof data0 === "string") {
        if (data0.length > 256) {
          const err3 = {
            instancePath: instancePath + "/api_key",
            schemaPath: "#/properties/api_key/maxLength",
            keyword: "maxLength",
            params: { limit: 256 },
            message: "must NOT have more than 256 characters",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!pattern113.test(data0)) {
          const err4 = {
            instancePath: instancePath + "/api_key",
            schemaPath: "#/properties/api_key/pattern",
            keyword: "pattern",
            params: { pattern: "^tmp_[A-Za-z0-9_-]+$" },
            message: 'must match pattern "' + "^tmp_[A-Za-z0-9_-]+$" + '"',
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
          instancePath: instancePath + "/api_key",
          schemaPath: "#/properties/api_key/type",
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
    if (data.expires_at !== undefined) {
      let data1 = data.expires_at;
      if (typeof data1 === "string") {
        if (data1.length > 40) {
          const err6 = {
            instancePath: instancePath + "/expires_at",
            schemaPath: "#/properties/expires_at/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!formats0.test(data1)) {
          const err7 = {
            instancePath: instancePath + "/expires_at",
            schemaPath: "#/properties/expires_at/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/expires_at",
          schemaPath: "#/properties/expires_at/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}

export const v23 = validate33;
const schema34 = {
  type: "object",
  required: ["secret", "created_at", "previous_secret_expires_at"],
  properties: {
    secret: { type: "string", maxLength: 128, pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$" },
    created_at: { type: "string", format: "date-time", maxLength: 40 },
    previous_secret_expires_at: { type: ["string", "null"], format: "date-time", maxLength: 40 },
  },
  additionalProperties: false,
};
const pattern114 = /*#__PURE__*/ new RegExp("^whsec_[A-Za-z0-9+/]+={0,2}$", "u");

function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.secret === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "secret" },
        message: "must have required property '" + "secret" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.created_at === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "created_at" },
        message: "must have required property '" + "created_at" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.previous_secret_expires_at === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "previous_secret_expires_at" },
        message: "must have required property '" + "previous_secret_expires_at" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "secret" || key0 === "created_at" || key0 === "previous_secret_expires_at")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.secret !== undefined) {
      let data0 = data.secret;
      if (typeof data0 === "string") {
        if (data0.length > 128) {
          const err4 = {
            instancePath: instancePath + "/secret",
            schemaPath: "#/properties/secret/maxLength",
            keyword: "maxLength",
            params: { limit: 128 },
            message: "must NOT have more than 128 characters",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern114.test(data0)) {
          const err5 = {
            instancePath: instancePath + "/secret",
            schemaPath: "#/properties/secret/pattern",
            keyword: "pattern",
            params: { pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$" },
            message: 'must match pattern "' + "^whsec_[A-Za-z0-9+/]+={0,2}$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/secret",
          schemaPath: "#/properties/secret/type",
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
    if (data.created_at !== undefined) {
      let data1 = data.created_at;
      if (typeof data1 === "string") {
        if (data1.length > 40) {
          const err7 = {
            instancePath: instancePath + "/created_at",
            schemaPath: "#/properties/created_at/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!formats0.test(data1)) {
          const err8 = {
            instancePath: instancePath + "/created_at",
            schemaPath: "#/properties/created_at/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/created_at",
          schemaPath: "#/properties/created_at/type",
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
    }
    if (data.previous_secret_expires_at !== undefined) {
      let data2 = data.previous_secret_expires_at;
      if (typeof data2 !== "string" && data2 !== null) {
        const err10 = {
          instancePath: instancePath + "/previous_secret_expires_at",
          schemaPath: "#/properties/previous_secret_expires_at/type",
          keyword: "type",
          params: { type: schema34.properties.previous_secret_expires_at.type },
          message: "must be string,null",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (data2.length > 40) {
          const err11 = {
            instancePath: instancePath + "/previous_secret_expires_at",
            schemaPath: "#/properties/previous_secret_expires_at/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!formats0.test(data2)) {
          const err12 = {
            instancePath: instancePath + "/previous_secret_expires_at",
            schemaPath: "#/properties/previous_secret_expires_at/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
}

export const operations = [
  {
    id: "listFiles",
    iid: "listFiles",
    method: "get",
    path: "/files",
    deprecated: false,
    extensions: {
      "x-sdk-pagination": { items: "files", "next-cursor": "next_page_cursor", "cursor-parameter": "cursor" },
    },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [],
      query: [
        {
          name: "limit",
          required: false,
          deprecated: false,
          type: "integer",
          schema: { type: "integer" },
          example: 50,
        },
        {
          name: "cursor",
          required: false,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ",
        },
      ],
      headers: [],
    },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "first_page",
                value: {
                  files: [
                    {
                      file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                      status: "uploaded",
                      filename: "support-call.wav",
                      size: 1323044,
                      created_at: "2026-11-20T14:03:11Z",
                      client_reference_id: "ticket-4821",
                    },
                    {
                      file_id: "0b7e91d4-3a2f-4f6b-8c1d-9e5a7b3c2d10",
                      status: "uploaded",
                      filename: "standup-2026-11-19.mp3",
                      size: 8419320,
                      created_at: "2026-11-19T09:31:45Z",
                      client_reference_id: null,
                    },
                  ],
                  next_page_cursor: "eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ",
                },
              },
              {
                key: "last_page",
                value: {
                  files: [
                    {
                      file_id: "a3d5e7f9-1b2c-4d6e-8f0a-1c3e5a7b9d2f",
                      status: "expired",
                      filename: "interview-raw.flac",
                      size: 52428800,
                      created_at: "2026-08-02T16:20:00Z",
                      client_reference_id: null,
                    },
                  ],
                  next_page_cursor: null,
                },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "invalid_cursor",
                value: {
                  status_code: 400,
                  error_type: "invalid_cursor",
                  message: "The cursor is not valid. Pass the next_page_cursor of a page as it was returned.",
                  request_id: "8a2f6c1e-4b3d-4e5f-9a7b-1c2d3e4f5a6b",
                },
              },
              {
                key: "invalid_limit",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "less_than_equal",
                      location: "query.limit",
                      message: "Input should be less than or equal to 1000",
                    },
                  ],
                  request_id: "5e7f9a1b-3c5d-4e7f-8a9b-0c1d2e3f4a5b",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "uploadFile",
    iid: "uploadFile",
    method: "post",
    path: "/files",
    deprecated: false,
    extensions: {},
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [],
      query: [],
      headers: [
        {
          name: "Idempotency-Key",
          required: false,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "0f8e4b1a-7c2d-4e5f-9a6b-3c1d2e4f5a6b",
        },
      ],
      body: {
        required: true,
        contents: [
          {
            mediaType: "multipart/form-data",
            schema: {
              title: "UploadFileRequest",
              type: "object",
              description: "The multipart form of an upload.",
              required: ["file"],
              additionalProperties: false,
              properties: {
                file: {
                  type: "string",
                  contentMediaType: "application/octet-stream",
                  description:
                    "The audio, as a file part with its file name (`WAV`, `MP3`, `OGG`, `WebM`, `FLAC`, `M4A`, ...).\nUp to 1 GiB (1 073 741 824 bytes) and 300 minutes of audio.\n",
                  maxLength: 1073741824,
                  format: "binary",
                },
                client_reference_id: {
                  title: "ClientReferenceId",
                  type: "string",
                  description: "A reference of your own, returned with the resource, such as a ticket number.",
                  maxLength: 256,
                  examples: ["ticket-4821"],
                  pattern: "^[^\\x00-\\x1F\\x7F]*$",
                },
              },
            },
          },
        ],
      },
    },
    responses: [
      {
        code: "201",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "uploaded",
                value: {
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  status: "uploaded",
                  filename: "support-call.wav",
                  size: 1323044,
                  created_at: "2026-11-20T14:03:11Z",
                  client_reference_id: "ticket-4821",
                },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "invalid_request",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [{ error_type: "missing", location: "body.model", message: "Field required" }],
                  request_id: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "409",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "idempotency_key_in_use",
                value: {
                  status_code: 409,
                  error_type: "idempotency_key_in_use",
                  message: "A request with this Idempotency-Key is still being handled. Retry once it has answered.",
                  request_id: "1c3e5a7b-9d2f-4b6d-8f0a-3c5e7a9b1d2f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "413",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "file_too_large",
                value: {
                  status_code: 413,
                  error_type: "file_too_large",
                  message: "The file is larger than 1073741824 bytes.",
                  request_id: "7b8c9d0e-1f2a-4b3c-8d4e-6f7a8b9c0d1e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "422",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unsupported_audio",
                value: {
                  status_code: 422,
                  error_type: "unsupported_audio",
                  message: "The file is not in a supported audio format.",
                  request_id: "8c9d0e1f-2a3b-4c4d-9e5f-7a8b9c0d1e2f",
                },
              },
              {
                key: "audio_too_long",
                value: {
                  status_code: 422,
                  error_type: "audio_too_long",
                  message: "The audio is longer than 300 minutes.",
                  request_id: "9d0e1f2a-3b4c-4d5e-8f6a-8b9c0d1e2f3a",
                },
              },
              {
                key: "idempotency_key_reused",
                value: {
                  status_code: 422,
                  error_type: "idempotency_key_reused",
                  message: "This Idempotency-Key was used with a different request. Use a new key for a new request.",
                  request_id: "2d4f6b8d-0f1a-4c3e-9a5b-4d6f8b0d2f3a",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "getFile",
    iid: "getFile",
    method: "get",
    path: "/files/{file_id}",
    deprecated: false,
    extensions: {},
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [
        {
          name: "file_id",
          required: true,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
        },
      ],
      query: [],
      headers: [],
    },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              title: "FileObject",
              properties: {
                file_id: {},
                status: { anyOf: [{}, {}] },
                filename: {},
                size: {},
                created_at: {},
                client_reference_id: {},
              },
            },
            examples: [
              {
                key: "uploaded",
                value: {
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  status: "uploaded",
                  filename: "support-call.wav",
                  size: 1323044,
                  created_at: "2026-11-20T14:03:11Z",
                  client_reference_id: "ticket-4821",
                },
              },
              {
                key: "expired",
                value: {
                  file_id: "a3d5e7f9-1b2c-4d6e-8f0a-1c3e5a7b9d2f",
                  status: "expired",
                  filename: "interview-raw.flac",
                  size: 52428800,
                  created_at: "2026-08-02T16:20:00Z",
                  client_reference_id: null,
                },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "invalid_id",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "invalid_format",
                      location: "path.file_id",
                      message: 'Request path parameter file_id must match pattern "^[A-Za-z0-9_-]+$"',
                    },
                  ],
                  request_id: "6c8e0a2c-4e6a-4c8e-8a2c-4e6a8c0e2a4c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "file_not_found",
                value: {
                  status_code: 404,
                  error_type: "file_not_found",
                  message: "File not found.",
                  request_id: "3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "deleteFile",
    iid: "deleteFile",
    method: "delete",
    path: "/files/{file_id}",
    deprecated: false,
    extensions: {},
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [
        {
          name: "file_id",
          required: true,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
        },
      ],
      query: [],
      headers: [],
    },
    responses: [
      {
        code: "204",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "invalid_id",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "invalid_format",
                      location: "path.file_id",
                      message: 'Request path parameter file_id must match pattern "^[A-Za-z0-9_-]+$"',
                    },
                  ],
                  request_id: "6c8e0a2c-4e6a-4c8e-8a2c-4e6a8c0e2a4c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "file_not_found",
                value: {
                  status_code: 404,
                  error_type: "file_not_found",
                  message: "File not found.",
                  request_id: "3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "getFileContent",
    iid: "getFileContent",
    method: "get",
    path: "/files/{file_id}/content",
    deprecated: false,
    extensions: { "x-sdk-method": "content" },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [
        {
          name: "file_id",
          required: true,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
        },
      ],
      query: [],
      headers: [],
    },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "Content-Disposition",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: 'attachment; filename="support-call.wav"',
          },
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/octet-stream",
            schema: {},
            examples: [{ key: "wav", value: "RIFF$\u0000\u0000\u0000WAVEfmt " }],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "invalid_id",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "invalid_format",
                      location: "path.file_id",
                      message: 'Request path parameter file_id must match pattern "^[A-Za-z0-9_-]+$"',
                    },
                  ],
                  request_id: "6c8e0a2c-4e6a-4c8e-8a2c-4e6a8c0e2a4c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "file_not_found",
                value: {
                  status_code: 404,
                  error_type: "file_not_found",
                  message: "File not found.",
                  request_id: "3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
                },
              },
            ],
          },
        ],
      },
      {
        code: "409",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "file_expired",
                value: {
                  status_code: 409,
                  error_type: "file_expired",
                  message: "The file has expired and its content is gone. Upload it again.",
                  request_id: "8e0a2c4e-6a8c-4e0a-9c4e-6a8c0e2a4c6e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "listTranscriptions",
    iid: "listTranscriptions",
    method: "get",
    path: "/transcriptions",
    deprecated: false,
    extensions: {
      "x-sdk-pagination": { items: "transcriptions", "next-cursor": "next_page_cursor", "cursor-parameter": "cursor" },
    },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [],
      query: [
        {
          name: "limit",
          required: false,
          deprecated: false,
          type: "integer",
          schema: { type: "integer" },
          example: 50,
        },
        {
          name: "cursor",
          required: false,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ",
        },
      ],
      headers: [],
    },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "first_page",
                value: {
                  transcriptions: [
                    {
                      id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
                      status: "completed",
                      file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                      model: "stt-async-v3",
                      text: "Hello, thanks for calling Acme support. How can I help you today?",
                      duration_ms: 4120.5,
                      created_at: "2026-11-20T14:03:15Z",
                      enable_speaker_diarization: false,
                      enable_language_identification: false,
                      client_reference_id: "ticket-4821",
                    },
                    {
                      id: "1d3f5b7c-9e1a-4c3e-a5b7-d9f1b3d5f7a2",
                      status: "processing",
                      file_id: "0b7e91d4-3a2f-4f6b-8c1d-9e5a7b3c2d10",
                      model: "stt-async-v3",
                      created_at: "2026-11-20T14:01:02Z",
                      enable_speaker_diarization: true,
                      enable_language_identification: false,
                      client_reference_id: null,
                    },
                  ],
                  next_page_cursor: "eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0yMFQxNDowMTowMloifQ",
                },
              },
              {
                key: "last_page",
                value: {
                  transcriptions: [
                    {
                      id: "7b9d1f3a-5c7e-4a9c-b1d3-f5a7c9e1b3d5",
                      status: "error",
                      file_id: "c4e6a8b0-2d4f-4b6d-8f0b-2d4f6b8d0f1a",
                      model: "stt-async-v3",
                      created_at: "2026-11-18T08:12:40Z",
                      enable_speaker_diarization: false,
                      enable_language_identification: false,
                      client_reference_id: null,
                      error_type: "audio_decode_failed",
                      error_message: "The audio could not be decoded. Check that the file is a supported format.",
                    },
                  ],
                  next_page_cursor: null,
                },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "invalid_cursor",
                value: {
                  status_code: 400,
                  error_type: "invalid_cursor",
                  message: "The cursor is not valid. Pass the next_page_cursor of a page as it was returned.",
                  request_id: "8a2f6c1e-4b3d-4e5f-9a7b-1c2d3e4f5a6b",
                },
              },
              {
                key: "invalid_limit",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "less_than_equal",
                      location: "query.limit",
                      message: "Input should be less than or equal to 1000",
                    },
                  ],
                  request_id: "5e7f9a1b-3c5d-4e7f-8a9b-0c1d2e3f4a5b",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "createTranscription",
    iid: "createTranscription",
    method: "post",
    path: "/transcriptions",
    deprecated: false,
    extensions: {},
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [],
      query: [],
      headers: [
        {
          name: "Idempotency-Key",
          required: false,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "0f8e4b1a-7c2d-4e5f-9a6b-3c1d2e4f5a6b",
        },
      ],
      body: {
        required: true,
        contents: [
          {
            mediaType: "application/json",
            schema: {
              title: "CreateTranscriptionRequest",
              type: "object",
              description:
                "The body of `POST /transcriptions`: the audio, and the options of TranscriptionConfig. The audio is named\nby exactly one of `file_id` (an upload) and `audio_url` (audio the service fetches); `model` and\n`enable_speaker_diarization` are required; any other property is refused (`400`).\n",
              required: ["model", "enable_speaker_diarization"],
              oneOf: [
                {
                  title: "FromUploadedFile",
                  type: "object",
                  required: ["file_id"],
                  properties: {
                    file_id: { type: "string", minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
                  },
                },
                {
                  title: "FromAudioUrl",
                  type: "object",
                  required: ["audio_url"],
                  properties: {
                    audio_url: {
                      title: "AudioUrl",
                      type: "string",
                      format: "uri",
                      description:
                        "An `http` or `https` address the service fetches the audio from, instead of an upload: a public\naddress (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The\ntranscription then fails with `audio_url_unreachable`, `audio_url_not_audio` or\n`audio_url_too_large` when the fetch does.\n",
                      maxLength: 2048,
                      pattern: "^https?://[^\\x00-\\x20\\x7F]+$",
                      examples: ["https://storage.example.com/calls/support-call.wav"],
                    },
                  },
                },
              ],
              allOf: [
                {
                  title: "TranscriptionConfig",
                  type: "object",
                  description:
                    "The options of a transcription, shared by batch transcriptions (`POST /transcriptions`) and\nstreaming sessions (the config message): both list these properties by reference, and refuse any\nproperty they do not list (a misspelt option is an error, not a default).\n",
                  properties: {
                    model: {
                      title: "ModelId",
                      type: "string",
                      description: "A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).",
                      minLength: 1,
                      maxLength: 128,
                      examples: ["stt-async-v3", "stt-rt-v3"],
                      pattern: "^[a-z0-9][a-z0-9._-]*$",
                    },
                    enable_speaker_diarization: {
                      type: "boolean",
                      default: false,
                      description: "Separates multiple speakers; tokens then carry `speaker`.",
                    },
                    enable_streaming: {
                      type: "boolean",
                      default: true,
                      description:
                        "Deliver partial results as they become available. In streaming mode, interim tokens are sent only\nwhen it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.\n",
                    },
                    translation: {
                      title: "TranslationConfig",
                      description:
                        "Translation of the speech, one way (into one language) or two way (between two languages).",
                      oneOf: [
                        {
                          title: "OneWayTranslation",
                          type: "object",
                          description: "Translate all speech into `target_language`.",
                          required: ["type", "target_language"],
                          properties: {
                            type: { type: "string", const: "one_way" },
                            target_language: {
                              title: "LanguageCode",
                              type: "string",
                              description: "A language, as an ISO 639-1 code.",
                              pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                              examples: ["en", "es"],
                              maxLength: 12,
                            },
                          },
                          additionalProperties: false,
                        },
                        {
                          title: "TwoWayTranslation",
                          type: "object",
                          description: "Translate speech in `language_a` into `language_b` and the other way round.",
                          required: ["type", "language_a", "language_b"],
                          properties: {
                            type: { type: "string", const: "two_way" },
                            language_a: {
                              title: "LanguageCode",
                              type: "string",
                              description: "A language, as an ISO 639-1 code.",
                              pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                              examples: ["en", "es"],
                              maxLength: 12,
                            },
                            language_b: {
                              title: "LanguageCode",
                              type: "string",
                              description: "A language, as an ISO 639-1 code.",
                              pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                              examples: ["en", "es"],
                              maxLength: 12,
                            },
                          },
                          additionalProperties: false,
                        },
                      ],
                    },
                    context: {
                      title: "ContextConfig",
                      type: "object",
                      description:
                        "Hints that improve recognition of domain words: key-value facts, free text, terms and translations of\nterms. About 10 000 characters in all; more answers `400`.\n",
                      properties: {
                        general: {
                          type: "array",
                          description: "Key-value facts about the audio, such as its domain or the speakers' names.",
                          maxItems: 100,
                          items: {
                            title: "ContextGeneralItem",
                            description: "A key-value fact about the audio, such as `domain: healthcare`.",
                            type: "object",
                            required: ["key", "value"],
                            properties: {
                              key: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                              value: {
                                type: "string",
                                maxLength: 1000,
                                pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                              },
                            },
                            additionalProperties: false,
                          },
                        },
                        text: {
                          type: "string",
                          description: "Free text about the audio, such as a summary or an agenda.",
                          maxLength: 10000,
                          pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                        },
                        terms: {
                          type: "array",
                          description: "Words and phrases likely to occur, such as product names.",
                          maxItems: 1000,
                          items: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                        },
                        translation_terms: {
                          type: "array",
                          description: "How to translate given terms.",
                          maxItems: 1000,
                          items: {
                            title: "ContextTranslationTerm",
                            description: "A term and how to translate it.",
                            type: "object",
                            required: ["source", "target"],
                            properties: {
                              source: {
                                type: "string",
                                minLength: 1,
                                maxLength: 256,
                                pattern: "^[^\\x00-\\x1F\\x7F]*$",
                              },
                              target: {
                                type: "string",
                                minLength: 1,
                                maxLength: 256,
                                pattern: "^[^\\x00-\\x1F\\x7F]*$",
                              },
                            },
                            additionalProperties: false,
                          },
                        },
                      },
                      additionalProperties: false,
                    },
                    language_hints: {
                      title: "LanguageHints",
                      type: "array",
                      description: "Languages the audio is expected to contain, to help recognition.",
                      maxItems: 100,
                      items: {
                        title: "LanguageCode",
                        type: "string",
                        description: "A language, as an ISO 639-1 code.",
                        pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        examples: ["en", "es"],
                        maxLength: 12,
                      },
                      examples: [["en", "es"]],
                    },
                    enable_language_identification: {
                      type: "boolean",
                      default: false,
                      description: "Identifies the language of each token; tokens then carry `language`.",
                    },
                    client_reference_id: {
                      title: "ClientReferenceId",
                      type: "string",
                      description: "A reference of your own, returned with the resource, such as a ticket number.",
                      maxLength: 256,
                      examples: ["ticket-4821"],
                      pattern: "^[^\\x00-\\x1F\\x7F]*$",
                    },
                  },
                },
              ],
              additionalProperties: false,
              properties: {
                file_id: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[A-Za-z0-9_-]+$",
                  description: "The `file_id` returned by `POST /files`. Leave it out when you give `audio_url`.",
                },
                audio_url: {
                  title: "AudioUrl",
                  type: "string",
                  format: "uri",
                  description:
                    "An `http` or `https` address the service fetches the audio from, instead of an upload: a public\naddress (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The\ntranscription then fails with `audio_url_unreachable`, `audio_url_not_audio` or\n`audio_url_too_large` when the fetch does.\n",
                  maxLength: 2048,
                  pattern: "^https?://[^\\x00-\\x20\\x7F]+$",
                  examples: ["https://storage.example.com/calls/support-call.wav"],
                },
                webhook_url: {
                  title: "WebhookUrl",
                  type: "string",
                  format: "uri",
                  description:
                    "The address the service sends `transcription.completed` or `transcription.failed` to, once, when the\ntranscription ends (signed; see the webhooks). A public `https` address; any other (an address in\na private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.\n",
                  maxLength: 2048,
                  pattern: "^https?://[^\\x00-\\x20\\x7F]+$",
                  examples: ["https://api.example.com/hooks/transcriptions"],
                },
                model: {
                  title: "ModelId",
                  type: "string",
                  description: "A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).",
                  minLength: 1,
                  maxLength: 128,
                  examples: ["stt-async-v3", "stt-rt-v3"],
                  pattern: "^[a-z0-9][a-z0-9._-]*$",
                },
                enable_speaker_diarization: {
                  type: "boolean",
                  description: "Separates multiple speakers; tokens then carry `speaker`. Required, with no default.",
                },
                enable_streaming: {
                  type: "boolean",
                  default: true,
                  description:
                    "Deliver partial results as they become available. In streaming mode, interim tokens are sent only\nwhen it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.\n",
                },
                translation: {
                  title: "TranslationConfig",
                  description:
                    "Translation of the speech, one way (into one language) or two way (between two languages).",
                  oneOf: [
                    {
                      title: "OneWayTranslation",
                      type: "object",
                      description: "Translate all speech into `target_language`.",
                      required: ["type", "target_language"],
                      properties: {
                        type: { type: "string", const: "one_way" },
                        target_language: {
                          title: "LanguageCode",
                          type: "string",
                          description: "A language, as an ISO 639-1 code.",
                          pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                          examples: ["en", "es"],
                          maxLength: 12,
                        },
                      },
                      additionalProperties: false,
                    },
                    {
                      title: "TwoWayTranslation",
                      type: "object",
                      description: "Translate speech in `language_a` into `language_b` and the other way round.",
                      required: ["type", "language_a", "language_b"],
                      properties: {
                        type: { type: "string", const: "two_way" },
                        language_a: {
                          title: "LanguageCode",
                          type: "string",
                          description: "A language, as an ISO 639-1 code.",
                          pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                          examples: ["en", "es"],
                          maxLength: 12,
                        },
                        language_b: {
                          title: "LanguageCode",
                          type: "string",
                          description: "A language, as an ISO 639-1 code.",
                          pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                          examples: ["en", "es"],
                          maxLength: 12,
                        },
                      },
                      additionalProperties: false,
                    },
                  ],
                },
                context: {
                  title: "ContextConfig",
                  type: "object",
                  description:
                    "Hints that improve recognition of domain words: key-value facts, free text, terms and translations of\nterms. About 10 000 characters in all; more answers `400`.\n",
                  properties: {
                    general: {
                      type: "array",
                      description: "Key-value facts about the audio, such as its domain or the speakers' names.",
                      maxItems: 100,
                      items: {
                        title: "ContextGeneralItem",
                        description: "A key-value fact about the audio, such as `domain: healthcare`.",
                        type: "object",
                        required: ["key", "value"],
                        properties: {
                          key: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                          value: {
                            type: "string",
                            maxLength: 1000,
                            pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                          },
                        },
                        additionalProperties: false,
                      },
                    },
                    text: {
                      type: "string",
                      description: "Free text about the audio, such as a summary or an agenda.",
                      maxLength: 10000,
                      pattern: "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                    },
                    terms: {
                      type: "array",
                      description: "Words and phrases likely to occur, such as product names.",
                      maxItems: 1000,
                      items: { type: "string", minLength: 1, maxLength: 256, pattern: "^[^\\x00-\\x1F\\x7F]*$" },
                    },
                    translation_terms: {
                      type: "array",
                      description: "How to translate given terms.",
                      maxItems: 1000,
                      items: {
                        title: "ContextTranslationTerm",
                        description: "A term and how to translate it.",
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
                  title: "LanguageHints",
                  type: "array",
                  description: "Languages the audio is expected to contain, to help recognition.",
                  maxItems: 100,
                  items: {
                    title: "LanguageCode",
                    type: "string",
                    description: "A language, as an ISO 639-1 code.",
                    pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                    examples: ["en", "es"],
                    maxLength: 12,
                  },
                  examples: [["en", "es"]],
                },
                enable_language_identification: {
                  type: "boolean",
                  default: false,
                  description: "Identifies the language of each token; tokens then carry `language`.",
                },
                client_reference_id: {
                  title: "ClientReferenceId",
                  type: "string",
                  description: "A reference of your own, returned with the resource, such as a ticket number.",
                  maxLength: 256,
                  examples: ["ticket-4821"],
                  pattern: "^[^\\x00-\\x1F\\x7F]*$",
                },
              },
            },
          },
        ],
      },
    },
    responses: [
      {
        code: "201",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "processing",
                value: {
                  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
                  status: "processing",
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  model: "stt-async-v3",
                  created_at: "2026-11-20T14:03:15Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: false,
                  client_reference_id: "ticket-4821",
                },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "invalid_request",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [{ error_type: "missing", location: "body.model", message: "Field required" }],
                  request_id: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
                },
              },
              {
                key: "context_too_long",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "too_long",
                      location: "body.context",
                      message: "Context must be at most 10000 characters in all",
                    },
                  ],
                  request_id: "4a6c8e0a-2c4e-4a6c-8e0a-2c4e6a8c0e2a",
                },
              },
              {
                key: "audio_source",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Name the audio with exactly one of file_id and audio_url.",
                  validation_errors: [
                    {
                      error_type: "one_of",
                      location: "body.audio_url",
                      message: "Give exactly one of file_id and audio_url",
                    },
                  ],
                  request_id: "9f1b3d5f-7a9c-4f1b-8d5f-7a9c1e3b5d7f",
                },
              },
              {
                key: "webhook_url_not_allowed",
                value: {
                  status_code: 400,
                  error_type: "webhook_url_not_allowed",
                  message: "The webhook_url must be a public https address.",
                  validation_errors: [
                    { error_type: "not_allowed", location: "body.webhook_url", message: "Not a public https address" },
                  ],
                  request_id: "0a2c4e6a-8c0e-4a2c-9e6a-8c0e2a4c6e8a",
                },
              },
              {
                key: "unsupported_option",
                value: {
                  status_code: 400,
                  error_type: "unsupported_option",
                  message: "The model stt-rt-preview does not support translation.",
                  validation_errors: [
                    { error_type: "unsupported", location: "body.translation", message: "Not supported by this model" },
                  ],
                  request_id: "0e1f2a3b-4c5d-4e6f-9a7b-9c0d1e2f3a4b",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "file_not_found",
                value: {
                  status_code: 404,
                  error_type: "file_not_found",
                  message: "File not found.",
                  request_id: "3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
                },
              },
            ],
          },
        ],
      },
      {
        code: "409",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "file_expired",
                value: {
                  status_code: 409,
                  error_type: "file_expired",
                  message: "The file has expired. Upload it again to transcribe it.",
                  request_id: "5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c",
                },
              },
              {
                key: "idempotency_key_in_use",
                value: {
                  status_code: 409,
                  error_type: "idempotency_key_in_use",
                  message: "A request with this Idempotency-Key is still being handled. Retry once it has answered.",
                  request_id: "1c3e5a7b-9d2f-4b6d-8f0a-3c5e7a9b1d2f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "422",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "idempotency_key_reused",
                value: {
                  status_code: 422,
                  error_type: "idempotency_key_reused",
                  message: "This Idempotency-Key was used with a different request. Use a new key for a new request.",
                  request_id: "2d4f6b8d-0f1a-4c3e-9a5b-4d6f8b0d2f3a",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "getTranscription",
    iid: "getTranscription",
    method: "get",
    path: "/transcriptions/{transcription_id}",
    deprecated: false,
    extensions: { "x-sdk-poll": { "status-field": "status", "final-statuses": ["completed", "error"] } },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [
        {
          name: "transcription_id",
          required: true,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
        },
      ],
      query: [],
      headers: [],
    },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              title: "Transcription",
              properties: {
                id: {},
                status: { anyOf: [{}, {}] },
                text: {},
                tokens: {
                  items: {
                    properties: {
                      text: {},
                      start_ms: {},
                      end_ms: {},
                      confidence: {},
                      is_final: {},
                      speaker: {},
                      language: {},
                      translation_status: {},
                      source_language: {},
                    },
                  },
                },
                model: {},
                duration_ms: {},
                created_at: {},
                file_id: {},
                audio_url: {},
                webhook_url: {},
                enable_speaker_diarization: {},
                enable_language_identification: {},
                enable_streaming: {},
                language_hints: { items: {} },
                translation: {
                  oneOf: [
                    { properties: { type: {}, target_language: {} } },
                    { properties: { type: {}, language_a: {}, language_b: {} } },
                  ],
                },
                context: {
                  properties: {
                    general: { items: { properties: { key: {}, value: {} } } },
                    text: {},
                    terms: { items: {} },
                    translation_terms: { items: { properties: { source: {}, target: {} } } },
                  },
                },
                client_reference_id: {},
                error_type: {},
                error_message: {},
              },
            },
            examples: [
              {
                key: "completed",
                value: {
                  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
                  status: "completed",
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  model: "stt-async-v3",
                  text: "Hello, thanks for calling Acme support. How can I help you today?",
                  duration_ms: 4120.5,
                  created_at: "2026-11-20T14:03:15Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: false,
                  client_reference_id: "ticket-4821",
                  tokens: [
                    { text: "Hello", start_ms: 120, end_ms: 430, confidence: 0.98, is_final: true },
                    { text: ",", start_ms: 430, end_ms: 450, confidence: 0.95, is_final: true },
                    { text: " thanks", start_ms: 520, end_ms: 810, confidence: 0.97, is_final: true },
                    { text: " for", start_ms: 810, end_ms: 940, confidence: 0.99, is_final: true },
                    { text: " calling", start_ms: 940, end_ms: 1300, confidence: 0.98, is_final: true },
                    { text: " Acme", start_ms: 1300, end_ms: 1660, confidence: 0.91, is_final: true },
                    { text: " support", start_ms: 1660, end_ms: 2100, confidence: 0.97, is_final: true },
                    { text: ".", start_ms: 2100, end_ms: 2120, confidence: 0.96, is_final: true },
                    { text: " How", start_ms: 2480, end_ms: 2690, confidence: 0.99, is_final: true },
                    { text: " can", start_ms: 2690, end_ms: 2850, confidence: 0.98, is_final: true },
                    { text: " I", start_ms: 2850, end_ms: 2930, confidence: 0.99, is_final: true },
                    { text: " help", start_ms: 2930, end_ms: 3200, confidence: 0.98, is_final: true },
                    { text: " you", start_ms: 3200, end_ms: 3360, confidence: 0.99, is_final: true },
                    { text: " today", start_ms: 3360, end_ms: 3790, confidence: 0.97, is_final: true },
                    { text: "?", start_ms: 3790, end_ms: 3810, confidence: 0.94, is_final: true },
                  ],
                },
              },
              {
                key: "processing",
                value: {
                  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
                  status: "processing",
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  model: "stt-async-v3",
                  created_at: "2026-11-20T14:03:15Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: false,
                  client_reference_id: "ticket-4821",
                },
              },
              {
                key: "queued",
                value: {
                  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
                  status: "queued",
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  model: "stt-async-v3",
                  created_at: "2026-11-20T14:03:15Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: false,
                  client_reference_id: "ticket-4821",
                },
              },
              {
                key: "processing_partial",
                value: {
                  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
                  status: "processing",
                  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
                  model: "stt-async-v3",
                  created_at: "2026-11-20T14:03:15Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: false,
                  enable_streaming: true,
                  client_reference_id: "ticket-4821",
                  tokens: [
                    { text: "Hello", start_ms: 120, end_ms: 430, confidence: 0.98, is_final: true },
                    { text: ",", start_ms: 430, end_ms: 450, confidence: 0.95, is_final: true },
                    { text: " thanks", start_ms: 520, end_ms: 810, confidence: 0.97, is_final: true },
                    { text: " for", start_ms: 810, end_ms: 940, confidence: 0.99, is_final: true },
                  ],
                },
              },
              {
                key: "completed_diarized",
                value: {
                  id: "2a4c6e8f-0b1d-4f3a-9c5e-7b9d1f3a5c7e",
                  status: "completed",
                  file_id: "0b7e91d4-3a2f-4f6b-8c1d-9e5a7b3c2d10",
                  model: "stt-async-v3",
                  text: "Is my order on its way? Yes, it shipped this morning.",
                  duration_ms: 3650,
                  created_at: "2026-11-20T14:05:00Z",
                  enable_speaker_diarization: true,
                  enable_language_identification: false,
                  client_reference_id: null,
                  tokens: [
                    { text: "Is", start_ms: 80, end_ms: 210, confidence: 0.97, is_final: true, speaker: "1" },
                    { text: " my", start_ms: 210, end_ms: 350, confidence: 0.99, is_final: true, speaker: "1" },
                    { text: " order", start_ms: 350, end_ms: 640, confidence: 0.98, is_final: true, speaker: "1" },
                    { text: " on", start_ms: 640, end_ms: 760, confidence: 0.96, is_final: true, speaker: "1" },
                    { text: " its", start_ms: 760, end_ms: 900, confidence: 0.95, is_final: true, speaker: "1" },
                    { text: " way", start_ms: 900, end_ms: 1180, confidence: 0.98, is_final: true, speaker: "1" },
                    { text: "?", start_ms: 1180, end_ms: 1200, confidence: 0.93, is_final: true, speaker: "1" },
                    { text: " Yes", start_ms: 1720, end_ms: 1990, confidence: 0.99, is_final: true, speaker: "2" },
                    { text: ",", start_ms: 1990, end_ms: 2010, confidence: 0.94, is_final: true, speaker: "2" },
                    { text: " it", start_ms: 2100, end_ms: 2200, confidence: 0.98, is_final: true, speaker: "2" },
                    { text: " shipped", start_ms: 2200, end_ms: 2590, confidence: 0.97, is_final: true, speaker: "2" },
                    { text: " this", start_ms: 2590, end_ms: 2780, confidence: 0.99, is_final: true, speaker: "2" },
                    { text: " morning", start_ms: 2780, end_ms: 3240, confidence: 0.98, is_final: true, speaker: "2" },
                    { text: ".", start_ms: 3240, end_ms: 3260, confidence: 0.96, is_final: true, speaker: "2" },
                  ],
                },
              },
              {
                key: "completed_translated",
                value: {
                  id: "8c0e2a4b-6d8f-4a0c-b2e4-6a8c0e2a4b6d",
                  status: "completed",
                  file_id: "9c2e4a6b-8d0f-4a1c-b3e5-7a9c1e3b5d70",
                  model: "stt-async-v3",
                  text: "Buenos días, quiero cambiar mi reserva.",
                  duration_ms: 2890,
                  created_at: "2026-11-20T15:42:09Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: true,
                  translation: { type: "one_way", target_language: "en" },
                  client_reference_id: null,
                  tokens: [
                    {
                      text: "Buenos",
                      start_ms: 150,
                      end_ms: 480,
                      confidence: 0.97,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: " días",
                      start_ms: 480,
                      end_ms: 820,
                      confidence: 0.96,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: ",",
                      start_ms: 820,
                      end_ms: 840,
                      confidence: 0.92,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: " quiero",
                      start_ms: 960,
                      end_ms: 1280,
                      confidence: 0.98,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: " cambiar",
                      start_ms: 1280,
                      end_ms: 1710,
                      confidence: 0.97,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: " mi",
                      start_ms: 1710,
                      end_ms: 1830,
                      confidence: 0.99,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: " reserva",
                      start_ms: 1830,
                      end_ms: 2390,
                      confidence: 0.96,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: ".",
                      start_ms: 2390,
                      end_ms: 2410,
                      confidence: 0.95,
                      is_final: true,
                      language: "es",
                      translation_status: "original",
                    },
                    {
                      text: "Good",
                      confidence: 0.94,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " morning",
                      confidence: 0.95,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: ",",
                      confidence: 0.93,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " I",
                      confidence: 0.97,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " want",
                      confidence: 0.96,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " to",
                      confidence: 0.98,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " change",
                      confidence: 0.95,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " my",
                      confidence: 0.98,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: " booking",
                      confidence: 0.91,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                    {
                      text: ".",
                      confidence: 0.96,
                      is_final: true,
                      language: "en",
                      translation_status: "translation",
                      source_language: "es",
                    },
                  ],
                },
              },
              {
                key: "error",
                value: {
                  id: "7b9d1f3a-5c7e-4a9c-b1d3-f5a7c9e1b3d5",
                  status: "error",
                  file_id: "c4e6a8b0-2d4f-4b6d-8f0b-2d4f6b8d0f1a",
                  model: "stt-async-v3",
                  created_at: "2026-11-18T08:12:40Z",
                  enable_speaker_diarization: false,
                  enable_language_identification: false,
                  client_reference_id: null,
                  error_type: "audio_decode_failed",
                  error_message: "The audio could not be decoded. Check that the file is a supported format.",
                },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "invalid_id",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "invalid_format",
                      location: "path.file_id",
                      message: 'Request path parameter file_id must match pattern "^[A-Za-z0-9_-]+$"',
                    },
                  ],
                  request_id: "6c8e0a2c-4e6a-4c8e-8a2c-4e6a8c0e2a4c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "transcription_not_found",
                value: {
                  status_code: 404,
                  error_type: "transcription_not_found",
                  message: "Transcription not found.",
                  request_id: "4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "deleteTranscription",
    iid: "deleteTranscription",
    method: "delete",
    path: "/transcriptions/{transcription_id}",
    deprecated: false,
    extensions: {},
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [
        {
          name: "transcription_id",
          required: true,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
        },
      ],
      query: [],
      headers: [],
    },
    responses: [
      {
        code: "204",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "invalid_id",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "invalid_format",
                      location: "path.file_id",
                      message: 'Request path parameter file_id must match pattern "^[A-Za-z0-9_-]+$"',
                    },
                  ],
                  request_id: "6c8e0a2c-4e6a-4c8e-8a2c-4e6a8c0e2a4c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "transcription_not_found",
                value: {
                  status_code: 404,
                  error_type: "transcription_not_found",
                  message: "Transcription not found.",
                  request_id: "4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b",
                },
              },
            ],
          },
        ],
      },
      {
        code: "409",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "transcription_invalid_state",
                value: {
                  status_code: 409,
                  error_type: "transcription_invalid_state",
                  message: "The transcription is processing and cannot be deleted yet.",
                  request_id: "6a7b8c9d-0e1f-4a2b-9c3d-5e6f7a8b9c0d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "getTranscriptionCaptions",
    iid: "getTranscriptionCaptions",
    method: "get",
    path: "/transcriptions/{transcription_id}/captions",
    deprecated: false,
    extensions: { "x-sdk-method": "captions" },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [
        {
          name: "transcription_id",
          required: true,
          deprecated: false,
          type: "string",
          schema: { type: "string", minLength: 1 },
          example: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
        },
      ],
      query: [
        {
          name: "format",
          required: false,
          deprecated: false,
          type: "string",
          schema: { type: "string" },
          example: "srt",
        },
      ],
      headers: [],
    },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "text/vtt",
            schema: {},
            examples: [
              {
                key: "vtt",
                value:
                  "WEBVTT\n\n00:00:00.120 --> 00:00:03.810\nHello, thanks for calling Acme support.\nHow can I help you today?\n",
              },
            ],
          },
          {
            mediaType: "application/x-subrip",
            schema: {},
            examples: [
              {
                key: "srt",
                value:
                  "1\n00:00:00,120 --> 00:00:03,810\nHello, thanks for calling Acme support.\nHow can I help you today?\n",
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "invalid_id",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [
                    {
                      error_type: "invalid_format",
                      location: "path.file_id",
                      message: 'Request path parameter file_id must match pattern "^[A-Za-z0-9_-]+$"',
                    },
                  ],
                  request_id: "6c8e0a2c-4e6a-4c8e-8a2c-4e6a8c0e2a4c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "404",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "transcription_not_found",
                value: {
                  status_code: 404,
                  error_type: "transcription_not_found",
                  message: "Transcription not found.",
                  request_id: "4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b",
                },
              },
            ],
          },
        ],
      },
      {
        code: "409",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "transcription_invalid_state",
                value: {
                  status_code: 409,
                  error_type: "transcription_invalid_state",
                  message: "The transcription is processing and cannot be deleted yet.",
                  request_id: "6a7b8c9d-0e1f-4a2b-9c3d-5e6f7a8b9c0d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            schema: {
              properties: {
                status_code: {},
                error_type: {},
                message: {},
                validation_errors: { items: { properties: { error_type: {}, location: {}, message: {} } } },
                request_id: {},
              },
            },
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "listModels",
    iid: "listModels",
    method: "get",
    path: "/models",
    deprecated: false,
    extensions: {},
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: { path: [], query: [], headers: [] },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "models",
                value: {
                  models: [
                    {
                      id: "stt-rt-v3",
                      name: "Real-time v3",
                      aliased_model_id: null,
                      transcription_mode: "real_time",
                      languages: [
                        { code: "en", name: "English" },
                        { code: "es", name: "Spanish" },
                        { code: "de", name: "German" },
                        { code: "fr", name: "French" },
                      ],
                      supports_translation: true,
                      supports_diarization: true,
                    },
                    {
                      id: "stt-async-v3",
                      name: "Asynchronous v3",
                      aliased_model_id: null,
                      transcription_mode: "async",
                      languages: [
                        { code: "en", name: "English" },
                        { code: "es", name: "Spanish" },
                        { code: "de", name: "German" },
                        { code: "fr", name: "French" },
                        { code: "ja", name: "Japanese" },
                      ],
                      supports_translation: true,
                      supports_diarization: true,
                    },
                    {
                      id: "stt-rt-preview",
                      name: "Real-time (latest preview)",
                      aliased_model_id: "stt-rt-v3",
                      transcription_mode: "real_time",
                      languages: [{ code: "en", name: "English" }],
                      supports_translation: false,
                      supports_diarization: true,
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "createTemporaryApiKey",
    iid: "createTemporaryApiKey",
    method: "post",
    path: "/auth/temporary-api-key",
    deprecated: false,
    extensions: { "x-sdk-method": "createTemporaryKey" },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: {
      path: [],
      query: [],
      headers: [],
      body: {
        required: true,
        contents: [
          {
            mediaType: "application/json",
            schema: {
              title: "CreateTemporaryApiKeyRequest",
              description: "What a temporary API key may do, and for how long.",
              type: "object",
              required: ["usage_type", "expires_in_seconds"],
              additionalProperties: false,
              properties: {
                usage_type: {
                  type: "string",
                  enum: ["transcribe_websocket"],
                  description: "What the key may be used for.",
                },
                expires_in_seconds: {
                  type: "integer",
                  minimum: 1,
                  maximum: 3600,
                  description: "How long the key is valid, from 1 second to 1 hour.",
                  format: "int32",
                },
                client_reference_id: {
                  title: "ClientReferenceId",
                  type: "string",
                  description: "A reference of your own, returned with the resource, such as a ticket number.",
                  maxLength: 256,
                  examples: ["ticket-4821"],
                  pattern: "^[^\\x00-\\x1F\\x7F]*$",
                },
                single_use: {
                  type: "boolean",
                  default: false,
                  description: "Whether the key stops working after its first use.",
                },
              },
            },
          },
        ],
      },
    },
    responses: [
      {
        code: "201",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "temporary_key",
                value: { api_key: "tmp_Q2hhbmdlTWVUb0FSZWFsS2V5SW5Qcm9k", expires_at: "2026-11-20T14:04:11Z" },
              },
            ],
          },
        ],
      },
      {
        code: "400",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "invalid_request",
                value: {
                  status_code: 400,
                  error_type: "invalid_request",
                  message: "Invalid request.",
                  validation_errors: [{ error_type: "missing", location: "body.model", message: "Field required" }],
                  request_id: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "getWebhookSecret",
    iid: "getWebhookSecret",
    method: "get",
    path: "/webhooks/secret",
    deprecated: false,
    extensions: { "x-sdk-method": "secret" },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: { path: [], query: [], headers: [] },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "secret",
                value: {
                  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                  created_at: "2026-11-02T09:00:00Z",
                  previous_secret_expires_at: null,
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "rotateWebhookSecret",
    iid: "rotateWebhookSecret",
    method: "post",
    path: "/webhooks/secret/rotate",
    deprecated: false,
    extensions: { "x-sdk-method": "rotateSecret" },
    servers: [{ url: "https://api.stt-service.dev/v1" }, { url: "http://127.0.0.1:4010/v1" }],
    secured: true,
    request: { path: [], query: [], headers: [] },
    responses: [
      {
        code: "200",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rotated",
                value: {
                  secret: "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD",
                  created_at: "2026-11-20T10:00:00Z",
                  previous_secret_expires_at: "2026-11-21T10:00:00Z",
                },
              },
            ],
          },
        ],
      },
      {
        code: "401",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "unauthenticated",
                value: {
                  status_code: 401,
                  error_type: "unauthenticated",
                  message: "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
                  request_id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                },
              },
            ],
          },
        ],
      },
      {
        code: "403",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "permission_denied",
                value: {
                  status_code: 403,
                  error_type: "permission_denied",
                  message: "This API key is not allowed to perform this operation.",
                  request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                },
              },
            ],
          },
        ],
      },
      {
        code: "429",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
          {
            name: "RateLimit-Limit",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 600,
          },
          {
            name: "RateLimit-Remaining",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 598,
          },
          {
            name: "RateLimit-Reset",
            required: false,
            deprecated: false,
            type: "integer",
            schema: { type: "integer" },
            example: 42,
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "rate_limited",
                value: {
                  status_code: 429,
                  error_type: "rate_limited",
                  message: "Too many requests. Retry after 2 seconds.",
                  request_id: "1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c",
                },
              },
            ],
          },
        ],
      },
      {
        code: "500",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "internal_error",
                value: {
                  status_code: 500,
                  error_type: "internal_error",
                  message: "Internal error. Retry, and quote the request id if it persists.",
                  request_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                },
              },
            ],
          },
        ],
      },
      {
        code: "503",
        headers: [
          {
            name: "X-Request-Id",
            required: true,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "3d37a3bd-5078-47ee-a369-b204e3bbedda",
          },
          {
            name: "Retry-After",
            required: false,
            deprecated: false,
            type: "string",
            schema: { type: "string" },
            example: "2",
          },
        ],
        contents: [
          {
            mediaType: "application/json",
            examples: [
              {
                key: "service_unavailable",
                value: {
                  status_code: 503,
                  error_type: "service_unavailable",
                  message: "The service is temporarily unavailable. Retry after 2 seconds.",
                  request_id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e",
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
export const validators = {
  listFiles: {
    path: v0,
    query: v1,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v2 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 400: v4, 401: v4, 403: v4, 429: v5, 500: v6, 503: v7 },
  },
  uploadFile: {
    path: v0,
    query: v0,
    headers: v8,
    body: { "multipart/form-data": v9 },
    responses: {
      201: { "application/json": v10 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      409: { "application/json": v3 },
      413: { "application/json": v3 },
      422: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 201: v4, 400: v4, 401: v4, 403: v4, 409: v4, 413: v4, 422: v4, 429: v5, 500: v6, 503: v7 },
  },
  getFile: {
    path: v11,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v10 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 400: v4, 401: v4, 403: v4, 404: v4, 429: v5, 500: v6, 503: v7 },
  },
  deleteFile: {
    path: v11,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      204: {},
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 204: v4, 400: v4, 401: v4, 403: v4, 404: v4, 429: v5, 500: v6, 503: v7 },
  },
  getFileContent: {
    path: v11,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      200: { "application/octet-stream": v12 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      409: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v13, 400: v4, 401: v4, 403: v4, 404: v4, 409: v4, 429: v5, 500: v6, 503: v7 },
  },
  listTranscriptions: {
    path: v0,
    query: v1,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v14 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 400: v4, 401: v4, 403: v4, 429: v5, 500: v6, 503: v7 },
  },
  createTranscription: {
    path: v0,
    query: v0,
    headers: v8,
    body: { "application/json": v15 },
    responses: {
      201: { "application/json": v16 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      409: { "application/json": v3 },
      422: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 201: v4, 400: v4, 401: v4, 403: v4, 404: v4, 409: v4, 422: v4, 429: v5, 500: v6, 503: v7 },
  },
  getTranscription: {
    path: v17,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v16 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 400: v4, 401: v4, 403: v4, 404: v4, 429: v5, 500: v6, 503: v7 },
  },
  deleteTranscription: {
    path: v17,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      204: {},
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      409: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 204: v4, 400: v4, 401: v4, 403: v4, 404: v4, 409: v4, 429: v5, 500: v6, 503: v7 },
  },
  getTranscriptionCaptions: {
    path: v17,
    query: v18,
    headers: v0,
    body: {},
    responses: {
      200: { "text/vtt": v19, "application/x-subrip": v19 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      404: { "application/json": v3 },
      409: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 400: v4, 401: v4, 403: v4, 404: v4, 409: v4, 429: v5, 500: v6, 503: v7 },
  },
  listModels: {
    path: v0,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v20 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 401: v4, 403: v4, 429: v5, 500: v6, 503: v7 },
  },
  createTemporaryApiKey: {
    path: v0,
    query: v0,
    headers: v0,
    body: { "application/json": v21 },
    responses: {
      201: { "application/json": v22 },
      400: { "application/json": v3 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 201: v4, 400: v4, 401: v4, 403: v4, 429: v5, 500: v6, 503: v7 },
  },
  getWebhookSecret: {
    path: v0,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v23 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 401: v4, 403: v4, 429: v5, 500: v6, 503: v7 },
  },
  rotateWebhookSecret: {
    path: v0,
    query: v0,
    headers: v0,
    body: {},
    responses: {
      200: { "application/json": v23 },
      401: { "application/json": v3 },
      403: { "application/json": v3 },
      429: { "application/json": v3 },
      500: { "application/json": v3 },
      503: { "application/json": v3 },
    },
    responseHeaders: { 200: v4, 401: v4, 403: v4, 429: v5, 500: v6, 503: v7 },
  },
};
export const keptResources = [
  { schema: "FileObject", idField: "file_id", pathParameter: "file_id", notFound: "file_not_found" },
  { schema: "Transcription", idField: "id", pathParameter: "transcription_id", notFound: "transcription_not_found" },
];
