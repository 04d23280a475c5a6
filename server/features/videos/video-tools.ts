import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { videoCheckBusy } from './video-check-busy';

/** The system's own tools (Debian: `apt-get install ffmpeg`, 5.1), when installed. */
const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';
const SYSTEM_FFPROBE = '/usr/bin/ffprobe';
const installed = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The ffmpeg and ffprobe the video checks run: FFMPEG_PATH / FFPROBE_PATH when set, else the system's (the README's
 * prerequisite), else the binaries `npm install` brings (@ffmpeg-installer, @ffprobe-installer). The bundled ffmpeg
 * is a 2018 build that cannot read the VP9 + Opus MP4 files Chromium records on some machines, so a recording would
 * be refused as damaged; the system's 5.x reads them.
 */
export const FFMPEG = process.env.FFMPEG_PATH || (installed(SYSTEM_FFMPEG) ? SYSTEM_FFMPEG : ffmpegInstaller.path);
export const FFPROBE = process.env.FFPROBE_PATH || (installed(SYSTEM_FFPROBE) ? SYSTEM_FFPROBE : ffprobeInstaller.path);

/** A tool that ran too long is stopped: a 16-second phone video takes well under this. */
export const TOOL_TIMEOUT_MS = 30_000;
export interface ToolResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the tools without a shell; rejects with its stderr when it exits non-zero. One that runs longer than
 * `timeoutMs` is stopped and rejects with video-check-busy: its video was not judged, so it is sent again later.
 */
export function runTool(file: string, args: readonly string[], { timeoutMs = TOOL_TIMEOUT_MS } = {}): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error?.killed && error.code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
        reject(videoCheckBusy(`${path.basename(file)} ran longer than ${timeoutMs} ms`));
      } else if (error) reject(Object.assign(error, { stderr }));
      else resolve({ stdout, stderr });
    });
  });
}
