import { execFile } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

/**
 * The ffmpeg and ffprobe binaries `npm install` brings (@ffmpeg-installer, @ffprobe-installer: prebuilt per platform,
 * fetched from the npm registry, so a self-hoster needs nothing else). FFMPEG_PATH / FFPROBE_PATH point elsewhere.
 */
export const FFMPEG = process.env.FFMPEG_PATH || ffmpegInstaller.path;
export const FFPROBE = process.env.FFPROBE_PATH || ffprobeInstaller.path;

/** A tool that ran too long is stopped: a 16-second phone video takes well under this. */
const TOOL_TIMEOUT_MS = 30_000;

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** Runs one of the tools without a shell; rejects with its stderr when it exits non-zero or runs too long. */
export function runTool(file: string, args: readonly string[]): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: TOOL_TIMEOUT_MS, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr }));
      else resolve({ stdout, stderr });
    });
  });
}
