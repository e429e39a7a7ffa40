/**
 * The action's raw stdout shown as a job's log shows it: workflow commands become what GitHub
 * renders (a group as a headed section, an annotation as `Error: file:line: title`), debug lines
 * are hidden unless RUNNER_DEBUG=1, masked values read `***`, and the commands' escapes are
 * decoded. Fed in chunks as they come; complete lines are rendered, the rest waits.
 */

const LEVELS: Record<string, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' };

/** Undoes the toolkit's escaping of a command's message (and, with `property`, of a property). */
function unescape(text: string, property = false): string {
  const decoded = text.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
  const more = property ? decoded.replace(/%3A/gi, ':').replace(/%2C/gi, ',') : decoded;
  return more.replace(/%25/g, '%');
}

export class JobLogView {
  private pending = '';
  private readonly masks: string[] = [];
  private readonly debug: boolean;

  constructor(options: { debug?: boolean } = {}) {
    this.debug = options.debug ?? false;
  }

  /** The rendered text of the complete lines in `chunk` (with what was pending before it). */
  push(chunk: string): string {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop() ?? '';
    return lines.flatMap((line) => this.render(line)).join('');
  }

  /** What is left when the output ends. */
  end(): string {
    const rest = this.pending;
    this.pending = '';
    return rest === '' ? '' : this.render(rest).join('');
  }

  private render(line: string): string[] {
    const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line);
    if (!command) return [`${this.mask(line)}\n`];
    const [, name = '', props = '', rawMessage = ''] = command;
    const message = unescape(rawMessage);
    if (name === 'add-mask') {
      if (message !== '') this.masks.push(message);
      return [];
    }
    if (name === 'debug') return this.debug ? [`${this.mask(`##[debug]${message}`)}\n`] : [];
    if (name === 'group') return [`\n▼ ${this.mask(message)}\n`];
    if (name === 'endgroup') return [];
    const level = LEVELS[name];
    if (level === undefined) return [`${this.mask(line)}\n`];
    return [`${this.mask(annotation(level, props.trim(), message))}\n`];
  }

  private mask(text: string): string {
    let out = text;
    for (const secret of this.masks) out = out.split(secret).join('***');
    return out;
  }
}

function annotation(level: string, props: string, message: string): string {
  const fields = new Map(
    props
      .split(',')
      .filter((p) => p.includes('='))
      .map((p) => {
        const at = p.indexOf('=');
        return [p.slice(0, at), unescape(p.slice(at + 1), true)] as const;
      }),
  );
  const file = fields.get('file');
  const where = file ? `${file}${fields.has('line') ? `:${fields.get('line')}` : ''}: ` : '';
  const title = fields.get('title');
  return `${level}: ${where}${title ? `${title}: ` : ''}${message}`;
}
