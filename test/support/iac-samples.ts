/**
 * IaC the integration tests share: small files whose findings the emulator knows, written once so
 * that a test names what it brings (an open security group) instead of repeating its text.
 */

/** A security group open to the world: one `PLERION-TF-SG-OPEN-INGRESS` finding. */
export const OPEN_SG = [
  'resource "aws_security_group" "open" {',
  '  ingress {',
  '    cidr_blocks = ["0.0.0.0/0"]',
  '  }',
  '}',
  '',
].join('\n');
