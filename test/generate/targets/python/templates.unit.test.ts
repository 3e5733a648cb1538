// The Python templates, given specs (the project's, with one edit where a case needs one), want the Python
// they write: a dataclass and its reader, an alias, a route, a resource's methods (blocking and async), the
// error tables and the stream's reading order. What the whole output must be (ruff-format-stable, ruff- and
// mypy-clean, no spec text as code) is held against Python itself in the integration tests beside this one.
import { describe, expect, it } from "vitest";
import { buildSdkModel } from "../../../../scripts/generate/model/index.js";
import type { Json, Specs } from "../../../../scripts/generate/read/specs.js";
import { pythonFiles } from "../../../../scripts/generate/targets/python/files.js";
import { pythonNaming } from "../../../../scripts/generate/targets/python/naming.js";
import { specsCopy } from "../../spec-edits.js";

const generated = "packages/python/src/stt_service/_generated";

function render(edit: (specs: Specs) => void = () => {}): Map<string, string> {
  const specs = specsCopy();
  edit(specs);
  return new Map(pythonFiles(buildSdkModel(specs, pythonNaming)));
}

function file(files: Map<string, string>, name: string): string {
  return files.get(`${generated}/${name}`) ?? "";
}

/** The text of a top-level definition (a class or a function) of a module, up to the next one. */
function definition(text: string, header: string): string {
  const start = text.indexOf(`\n${header}`);
  if (start < 0) return "";
  const rest = text.slice(start + 1);
  const end = rest.slice(header.length).search(/\n(?:@|class |def |[A-Za-z_]+[:=] |#:|__all__)/);
  return end < 0 ? rest : rest.slice(0, header.length + end).trimEnd();
}

const schemas = (specs: Specs) => (specs.openapi.components as { schemas: Record<string, Json> }).schemas;

const files = render();

describe("types.py", () => {
  it("writes an object schema as a frozen dataclass: required fields first, its const as a default", () => {
    const text = file(
      render((specs) => {
        schemas(specs).Probe = {
          type: "object",
          description: "A probe.",
          required: ["kind", "tokens", "note"],
          properties: {
            note: { type: ["string", "null"], description: "A note, or null." },
            tokens: { type: "array", items: { $ref: "#/components/schemas/Token" } },
            kind: { type: "string", const: "probe" },
            level: { type: "string", enum: ["low", "high"] },
          },
        };
      }),
      "types.py",
    );
    expect(
      definition(text, "@dataclass(frozen=True, kw_only=True)\nclass Probe:"),
    ).toBe(`@dataclass(frozen=True, kw_only=True)
class Probe:
    """A probe."""

    #: A note, or null.
    note: str | None

    tokens: builtins.list[Token]

    kind: Literal["probe"] = "probe"

    level: Literal["low", "high"] | None = None

    @classmethod
    def from_json(cls, data: object) -> Probe:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_probe(data, "Probe")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "note": to_json_value(self.note),
            "tokens": to_json_value(self.tokens),
            "kind": to_json_value(self.kind),
        }
        if self.level is not None:
            data["level"] = to_json_value(self.level)
        return data`);
    expect(definition(text, "def parse_probe(")).toBe(`def parse_probe(value: object, path: str = "Probe") -> Probe:
    """Reads decoded JSON as Probe (\`path\` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return Probe(
        note=required_field(data, "note", path, nullable(read_str)),
        tokens=required_field(data, "tokens", path, lambda value0, at0: read_items(value0, at0, parse_token)),
        kind=cast(
            'Literal["probe"]',
            required_field(data, "kind", path, lambda value0, at0: read_const(value0, at0, "probe")),
        ),
        level=cast('Literal["low", "high"] | None', optional_field(data, "level", path, read_str)),
    )`);
  });

  it("writes an open enum as its values or any string, read as a string (an unknown value is kept)", () => {
    const text = file(files, "types.py");
    expect(text).toContain('\nFileStatus: TypeAlias = Literal["uploaded", "expired"] | str\n');
    expect(
      definition(text, "def parse_file_status("),
    ).toBe(`def parse_file_status(value: object, path: str = "FileStatus") -> FileStatus:
    """Reads decoded JSON as FileStatus, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)`);
  });

  it("writes a oneOf as the union of its types, read by trying each", () => {
    const text = file(files, "types.py");
    expect(text).toContain("\nTranslationConfig: TypeAlias = OneWayTranslation | TwoWayTranslation\n");
    expect(definition(text, "def parse_translation_config(")).toContain(
      "(parse_one_way_translation, parse_two_way_translation),",
    );
  });
});

describe("operations.py", () => {
  it("writes each operation's route as the spec says it", () => {
    expect(definition(file(files, "operations.py"), "#: `GET /files`")).toBe(`#: \`GET /files\`: List uploaded files
LIST_FILES = OperationRoute(
    name="files.list",
    operation_id="listFiles",
    method="GET",
    path="/files",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(400, 401, 403, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
    pagination=PaginationRoute(items="files", next_cursor="next_page_cursor", cursor_parameter="cursor"),
)`);
  });
});

describe("resources.py", () => {
  const text = file(files, "resources.py");

  it("writes a path parameter positional, and a JSON answer read by its type", () => {
    expect(
      text,
    ).toContain(`    def get(self, file_id: str, *, request_options: RequestOptions | None = None) -> _types.FileObject:
        """Get a file

        Returns one uploaded file by its \`file_id\`.

        Args:
            file_id: Identifier of an uploaded file, as returned by \`POST /files\`.
        """
        result = self._context.call(_operations.GET_FILE, path={"file_id": file_id}, options=request_options)
        return _types.FileObject.from_json(result)
`);
  });

  it("awaits the same call in the async resource, and writes 204 as None", () => {
    expect(text).toContain(
      `    async def delete(self, file_id: str, *, request_options: RequestOptions | None = None) -> None:`,
    );
    expect(text).toContain(
      `        await self._context.call(_operations.DELETE_FILE, path={"file_id": file_id}, options=request_options)\n`,
    );
  });

  it("writes a JSON body's fields as keyword arguments, required ones without a default", () => {
    const create = text.slice(text.indexOf("    def create(\n"));
    expect(create.slice(0, create.indexOf("-> _types.Transcription:"))).toBe(`    def create(
        self,
        *,
        model: _types.ModelId,
        enable_speaker_diarization: bool,
        file_id: str | None = None,
        audio_url: _types.AudioUrl | None = None,
        webhook_url: _types.WebhookUrl | None = None,
        enable_streaming: bool | None = None,
        translation: _types.TranslationConfig | None = None,
        context: _types.ContextConfig | None = None,
        language_hints: _types.LanguageHints | None = None,
        enable_language_identification: bool | None = None,
        client_reference_id: _types.ClientReferenceId | None = None,
        request_options: RequestOptions | None = None,
    ) `);
    expect(create).toContain(`            json={
                "model": _shapes.to_json_value(model),
                "enable_speaker_diarization": _shapes.to_json_value(enable_speaker_diarization),
                **_shapes.json_object(
                    {
                        "file_id": file_id,
                        "audio_url": audio_url,
                        "webhook_url": webhook_url,
                        "enable_streaming": enable_streaming,`);
  });

  it("pages a list: the sync one fetches a SyncPage, the async one returns an AsyncPager", () => {
    expect(text).toContain(`    ) -> SyncPage[_types.FileList, _types.FileObject]:`);
    expect(text).toContain(`    ) -> AsyncPager[_types.FileList, _types.FileObject]:`);
    expect(text).toContain(`            query=_shapes.present({"limit": limit, "cursor": cursor}),\n`);
  });

  it("writes an upload's file first, its form fields and progress as keywords", () => {
    expect(text).toContain(`    def upload(
        self,
        file: UploadSource,
        *,
        client_reference_id: str | None = None,
        on_progress: ProgressCallback | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.FileObject:`);
  });

  it("gives each client one resource of each tag", () => {
    expect(definition(text, "class GeneratedClient:")).toBe(`class GeneratedClient:
    """The resources of the HTTP interface, one per tag of specs/openapi.yaml, on one blocking context."""

    files: FilesResource
    transcriptions: TranscriptionsResource
    models: ModelsResource
    auth: AuthResource
    webhooks: WebhooksResource

    def __init__(self, context: OperationContext) -> None:
        self.files = FilesResource(context)
        self.transcriptions = TranscriptionsResource(context)
        self.models = ModelsResource(context)
        self.auth = AuthResource(context)
        self.webhooks = WebhooksResource(context)`);
  });
});

describe("errors.py", () => {
  const text = file(files, "errors.py");
  it("writes each kind under its parent, and the status table's most specific kind", () => {
    expect(text).toContain('class ServiceNotFoundError(ServiceAPIError):\n    """A resource was not found."""\n');
    expect(text).toContain("    404: ServiceNotFoundError,\n");
    expect(text).toContain("HTTP_FALLBACK_KIND: type[ServiceError] = ServiceAPIError\n");
    expect(text).toContain('RETRYABLE_ERROR_TYPES: frozenset[str] = frozenset({"idempotency_key_in_use"})\n');
  });
  it("writes each stream error code with its close code and kind", () => {
    expect(text).toContain(`    408: StreamErrorCode(
        error_code=408,
        error_type="request_timeout",
        close_code=1008,
        kind=ServiceTimeoutError,`);
  });
});

describe("stream.py", () => {
  const text = file(files, "stream.py");
  it("tries the server messages in the spec's order (finished before result), then falls back to unknown", () => {
    expect(
      definition(text, "_SERVER_MESSAGES:"),
    ).toBe(`_SERVER_MESSAGES: tuple[tuple[Callable[[object], bool], Callable[[object, str], ServerMessage], str], ...] = (
    (is_ack_message_shape, parse_ack_message, "AckMessage"),
    (is_finished_message_shape, parse_finished_message, "FinishedMessage"),
    (is_result_message_shape, parse_result_message, "ResultMessage"),
    (is_error_message_shape, parse_error_message, "ErrorMessage"),
)`);
    expect(text).toContain(
      "ServerMessage: TypeAlias = AckMessage | FinishedMessage | ResultMessage | ErrorMessage | UnknownServerMessage\n",
    );
  });
  it("reads the HTTP contract's types through types.py, and writes the limits and fixed frames", () => {
    expect(text).toContain("    tokens: builtins.list[_types.Token]\n");
    expect(text).toContain("STREAM_LIMIT_IDLE_TIMEOUT_SECONDS: Final = 20\n");
    expect(text).toContain('END_OF_AUDIO_MESSAGE: Final = ""\n');
    expect(text).toContain('DEFAULT_STREAM_URL: Final = "wss://stream.stt-service.dev/transcribe-websocket"\n');
  });
});

describe("every file", () => {
  it("starts with the banner and is the same on every run", () => {
    const again = render();
    for (const [path, text] of files) {
      expect(text.split("\n")[0], path).toBe(
        "# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.",
      );
      expect(again.get(path), path).toBe(text);
    }
  });

  it("keeps spec text inside its docstring: quotes and backslashes escaped, line breaks its own", () => {
    const hostile = 'Ends here """\nimport os\r\nos._exit(3) \\';
    const text = file(
      render((specs) => {
        (schemas(specs).FileObject as Json).description = hostile;
      }),
      "types.py",
    );
    expect(text).toContain(`class FileObject:
    """Ends here \\"\\"\\"
    import os
    os._exit(3) \\\\
    """`);
  });
});
